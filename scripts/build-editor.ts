// The content editor's files, beside the server that serves them (server/admin/content/): the
// page's own script, bundled (build/node/editor.js), and Decap CMS's prebuilt bundle with its
// package.json for the version (build/node/decap/), so the production server needs no Decap
// package. Runs after the server build.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build } from 'esbuild'
import { editorBundleOptions } from '../server/admin/content/editor-script'
import { isDecapScript } from '../server/admin/content/shell'

await build({ ...editorBundleOptions, outfile: 'build/node/editor.js', logLevel: 'warning' })

const decap = path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json'))
const target = 'build/node/decap'
fs.mkdirSync(path.join(target, 'dist'), { recursive: true })
fs.copyFileSync(path.join(decap, 'package.json'), path.join(target, 'package.json'))
for (const name of fs.readdirSync(path.join(decap, 'dist')).filter(isDecapScript)) {
  fs.copyFileSync(path.join(decap, 'dist', name), path.join(target, 'dist', name))
}
