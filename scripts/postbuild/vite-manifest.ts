import { manifestPath, rootStylesheets } from '#shared/build-manifest'

/**
 * The site's one stylesheet, from the Vite manifest: a build without a manifest, or with other
 * than one stylesheet, is a build these steps do not understand, and stops here.
 */
export function siteStylesheetOf(clientDir: string): string {
  const sheets = rootStylesheets(clientDir)
  if (sheets === null)
    throw new Error(`No Vite manifest at ${manifestPath(clientDir)}: is build.manifest on?`)
  const [sheet, ...others] = sheets
  if (sheet === undefined || others.length > 0)
    throw new Error(`Expected one stylesheet for the root route in the Vite manifest, found ${sheets.length}`)
  return sheet
}
