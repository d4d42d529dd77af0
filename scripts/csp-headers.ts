// `npm run headers`: writes build/headers.json, the response headers of the prerendered pages and
// of the assets, for a CDN that serves build/client itself. The Node server sends the same
// headers; this file is for when it is not in front. Every page has the same policy: its inline
// code is the site's own, whose hashes come from the code (shared/inline-code.ts, server/csp.ts),
// and the stylesheet, whose hash the build recorded (shared/build-manifest.ts).
import fs from 'node:fs'
import path from 'node:path'
import { siteStyle } from '../shared/build-manifest'
import { contentSecurityPolicy, siteInlineHashes } from '../server/csp'
import { fixedSecurityHeaders, strictTransportSecurity } from '../server/security-headers'

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'build/client')
const style = siteStyle(clientDir)
if (!style)
  throw new Error(`No record of the site's stylesheet in ${clientDir}: run \`npm run build\` first.`)
const common = {
  'Content-Security-Policy': contentSecurityPolicy({ ...siteInlineHashes, style: [style.hash] }),
  'Strict-Transport-Security': strictTransportSecurity(process.env.HSTS_INCLUDE_SUBDOMAINS === 'true'),
  ...fixedSecurityHeaders,
}
const headers: Record<string, Record<string, string>> = {
  '/assets/*': { ...common, 'Cache-Control': 'public, max-age=31536000, immutable' },
  '/*': { ...common, 'Cache-Control': 'no-cache' },
}
const file = path.join(clientDir, '..', 'headers.json')
fs.writeFileSync(file, `${JSON.stringify(headers, null, 2)}\n`)
console.log(`Wrote the headers of every page and asset to ${path.relative(process.cwd(), file)}.`)
