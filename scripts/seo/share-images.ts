import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { practice } from '#shared/practice'
import { locales } from '#shared/locales'
import { shareImagesToMake } from '#app/seo/share-images.server'
import { shareImageSvg } from '#app/seo/share-image-svg'

// Inter ships as TrueType in this package; loading it by path (not the system's fonts) makes
// the images the same on every machine that builds the site.
const require = createRequire(import.meta.url)
const fontFiles = ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
)

/** Renders every family's share image to PNG under `<clientDir>/og/`. Returns the files written. */
export function writeShareImages(clientDir: string, origin: string): string[] {
  const host = new URL(origin).host
  const written: string[] = []
  for (const image of shareImagesToMake()) {
    const svg = shareImageSvg({
      practiceName: practice.name,
      title: image.title,
      tagline: locales[image.language]['site.tagline'],
      host,
      office: image.office,
    })
    const png = new Resvg(svg, {
      font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    })
      .render()
      .asPng()
    const file = path.join(clientDir, image.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, png)
    written.push(file)
  }
  return written
}
