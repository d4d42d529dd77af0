// Production build: the prerendered client (React Router, whose buildEnd hook runs the steps in
// scripts/postbuild: SEO files, page rewrite, precompression), then the bundled Node server.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`
/**
 * @param {string} command
 * @param {string[]} args
 */
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env: process.env })

const started = Date.now()
// The content folder (CONTENT_DIR): made from the shipped content on first use, told of its changes.
run(bin('tsx'), ['scripts/content-folder.ts', 'prepare'])
// The county outline of the office map, from us-atlas with d3-geo (rewritten only if it changed).
run(bin('tsx'), ['scripts/map/generate-county.ts'])
// The practice's photos in the sizes and formats the pages ask for; a photo without alt text in
// each language, or too small for its slot, stops the build here.
run(bin('tsx'), ['scripts/photos/build-photos.ts'])
run(bin('react-router'), ['build'])
run(bin('vite'), ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'])
// The content editor page's script, beside the server that serves it.
run(bin('tsx'), ['scripts/build-editor.ts'])
// The id of this build of the software, and what the site was built from: a starting server
// publishes at once when what it would serve is not current (server/admin/content/releases.ts).
fs.writeFileSync('build/.stamp', new Date().toISOString())
run(bin('tsx'), ['scripts/content-folder.ts', 'record', 'build/client'])
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
