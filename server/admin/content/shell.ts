import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { families, familyNames } from '#shared/content/families'
import { bundled } from '../../bundled'

/**
 * The editor's page (`EditorShell`, views.tsx) is a shell that loads Decap CMS's prebuilt bundle
 * under a versioned path (cached for a year), so nothing is built for it and no public page loads
 * any of it. The production build copies the bundle beside the server (scripts/build-editor.ts,
 * build/node/decap/), so Decap is a development dependency; a server run from its sources reads
 * it in node_modules.
 */

/** A folder beside this module (named by a variable, so no bundler takes it for an asset of its own). */
const beside = (name: string) => fileURLToPath(new URL(name, import.meta.url))

const decapRoot = bundled
  ? beside('./decap')
  : path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json'))
export const decapVersion = (
  JSON.parse(fs.readFileSync(path.join(decapRoot, 'package.json'), 'utf8')) as { version: string }
).version
export const decapDir = path.join(decapRoot, 'dist')
export const decapBase = `/admin/content/decap/${decapVersion}`

/** The bundle's own scripts: the main one and the chunks it loads (`123.decap-cms.js`). */
export const isDecapScript = (name: string) => /^(?:\d+\.)?decap-cms\.js$/.test(name)

/** The bundle's own files, never anything else. */
export function decapFile(name: string): string | null {
  if (!isDecapScript(name)) return null
  const file = path.join(decapDir, name)
  return fs.existsSync(file) ? file : null
}

/** Which layout previews each collection: the family's, or the core pages' article. */
export const previewLayouts = (): Record<string, string> =>
  Object.fromEntries(familyNames().map((family) => [family, families[family].layout ?? 'article']))
