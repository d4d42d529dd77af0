import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Context } from 'hono'
import { html } from 'hono/html'
import { families, familyNames } from '#shared/content/families'
import { practice } from '#shared/practice'
import { staffLanguage } from './language'

/**
 * The editor's page: a shell that loads Decap CMS's prebuilt bundle, served from node_modules
 * under a versioned path (cached for a year), so nothing is built for it and no public page
 * loads any of it.
 */

const require = createRequire(import.meta.url)
const decapPackage = require.resolve('decap-cms/package.json')
export const decapVersion = (JSON.parse(fs.readFileSync(decapPackage, 'utf8')) as { version: string }).version
export const decapDir = path.join(path.dirname(decapPackage), 'dist')
export const decapBase = `/admin/content/decap/${decapVersion}`

/** The bundle's own files (the main script and the chunks it loads), never anything else. */
export function decapFile(name: string): string | null {
  if (!/^[\w.-]+\.js$/.test(name)) return null
  const file = path.join(decapDir, name)
  return fs.existsSync(file) ? file : null
}

/** Which layout previews each collection: the family's, or the core pages' article. */
export const previewLayouts = (): Record<string, string> =>
  Object.fromEntries(familyNames().map((family) => [family, families[family].layout ?? 'article']))

export const editorShell = (c: Context) =>
  html`<!doctype html>
<html lang="${staffLanguage(c)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="csrf-token" content="${c.var.adminSession.csrf_token}">
<meta name="editor-user" content="${c.var.adminUser.display_name}">
<title>Content editor | ${practice.name} admin</title>
<script src="/admin/content/editor.js"></script>
</head>
<body>
<noscript><p>The content editor needs JavaScript. <a href="/admin/content/history">Revisions and publishing</a> work without it.</p></noscript>
<script src="${decapBase}/decap-cms.js"></script>
</body>
</html>`
