import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The client build's records, kept in build/client/.vite (never served): Vite's manifest
 * (https://vite.dev/guide/backend-integration, vite.config.ts keeps it) and the site's stylesheet
 * as the pages carry it inline (scripts/site-style.ts writes it at build).
 */
export const manifestPath = (clientDir: string) => path.join(clientDir, '.vite', 'manifest.json')

/** Where the build records the site's stylesheet. */
export const siteStylePath = (clientDir: string) => path.join(clientDir, '.vite', 'site-style.json')

const SiteStyleSchema = z.object({
  /** The hash of the text of the pages' <style> element, in CSP source form ('sha256-…'). */
  hash: z.string().regex(/^'sha256-[A-Za-z0-9+/]{43}='$/),
  /** The same stylesheet as a file (`/assets/site-[hash].css`), for the admin pages. */
  stylesheet: z.string().regex(/^\/assets\/[\w.-]+\.css$/),
})
export type SiteStyle = z.infer<typeof SiteStyleSchema>

/** What the build recorded of the site's stylesheet; null without a build (or one that made no record). */
export function siteStyle(clientDir: string): SiteStyle | null {
  const file = siteStylePath(clientDir)
  if (!fs.existsSync(file)) return null
  return SiteStyleSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
}
