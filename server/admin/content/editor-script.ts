import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'

/**
 * The editor page's script (browser/main.ts and what it imports): typed like the rest of the
 * code, bundled by esbuild into one file. The production build writes it beside the server bundle
 * (scripts/build-editor.ts, build/node/editor.js); a server run from its sources (tests,
 * `npm run dev`) bundles it on first request with the same options. The page has no inline code:
 * this file runs before Decap's bundle and starts Decap itself once it has loaded.
 */

/** A file beside this module (named by a variable, so no bundler takes it for an asset of its own). */
const beside = (name: string) => new URL(name, import.meta.url)

const entry = fileURLToPath(beside('./browser/main.ts'))

/** esbuild's options for the editor's script, the build's and the server's alike. */
export const editorBundleOptions: BuildOptions = {
  entryPoints: [entry],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  legalComments: 'none',
}

/** Where the production build puts it: beside the server bundle. */
const built = beside('./editor.js')

let script: Promise<string> | undefined

export function editorScript(): Promise<string> {
  script ??= import.meta.url.endsWith('.ts')
    ? // From the sources: esbuild is a development tool, loaded only here.
      import('esbuild').then(async ({ build }) => {
        const result = await build({ ...editorBundleOptions, write: false })
        return result.outputFiles[0]?.text ?? ''
      })
    : fs.promises.readFile(built, 'utf8')
  return script
}
