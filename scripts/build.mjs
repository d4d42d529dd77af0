// Production build: prerendered client, bundled Node server, precompressed files.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { optimizeHtml } from './optimize-html.mjs'
import { precompress } from './precompress.mjs'

const bin = (name) => `node_modules/.bin/${name}`
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env: process.env })

const started = Date.now()
// The county outline of the office map, from us-atlas with d3-geo (rewritten only if it changed).
run(bin('tsx'), ['scripts/map/generate-county.ts'])
// The practice's photos in the sizes and formats the pages ask for; a photo without alt text in
// each language, or too small for its slot, stops the build here.
run(bin('tsx'), ['scripts/photos/build-photos.ts'])
run(bin('react-router'), ['build'])
fs.cpSync('.cache/photos/assets', 'build/client/assets/photos', { recursive: true })
// Sitemap, robots.txt, share images and the Pagefind index, from the registry and the prerendered pages.
run(bin('tsx'), ['scripts/seo/build-seo.ts', 'build/client'])
run(bin('vite'), ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'])
const { pages, deferred } = optimizeHtml('build/client')
// A new React Router may write its bootstrap differently: the pages still work, only slower.
if (deferred < pages)
  console.warn(
    `optimize-html: ${pages - deferred} of ${pages} pages keep React Router's bootstrap as written (unknown shape).`,
  )
const files = precompress('build/client')
fs.writeFileSync('build/.stamp', new Date().toISOString())
console.log(
  `Built in ${((Date.now() - started) / 1000).toFixed(1)} s; optimized ${pages} pages; precompressed ${files} files.`,
)
