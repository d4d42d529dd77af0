import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The inline code of each prerendered page, as the build wrote it: the build's last step
 * (scripts/postbuild/inline-code.ts) recognises every inline script and stylesheet of a page as
 * one it writes, and records their hashes here, beside Vite's manifest (never served). The
 * server allows exactly these in a page's Content-Security-Policy (server/csp.ts); it never reads
 * them off the built HTML, so a <script> that reaches a page any other way is not allowed.
 */

/** Hashes of a page's inline scripts and styles, in CSP source form ('sha256-…'). */
export interface InlineHashes {
  script: string[]
  style: string[]
}

/** Page file (relative to the client folder, `conditions/glaucoma/index.html`) → its inline code's hashes. */
export type InlineCode = Record<string, InlineHashes>

export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export const inlineCodePath = (clientDir: string) => path.join(clientDir, '.vite', 'inline-code.json')

/** The build's record of its pages' inline code; empty for a build without one (nothing allowed). */
export function readInlineCode(clientDir: string): InlineCode {
  const file = inlineCodePath(clientDir)
  if (!fs.existsSync(file)) return {}
  return JSON.parse(fs.readFileSync(file, 'utf8')) as InlineCode
}
