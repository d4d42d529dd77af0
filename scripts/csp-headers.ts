// `npm run headers`: writes build/headers.json, the response headers of the prerendered pages and
// of the assets, for a CDN that serves build/client itself. The Node server sends the same
// headers; this file is for when it is not in front. Every page has the same policy: its inline
// code is the site's own, whose hashes come from the code (shared/inline-code.ts, server/csp.ts).
import fs from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy } from '../server/csp'
import { fixedSecurityHeaders, strictTransportSecurity } from '../server/security-headers'

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'build/client')
const common = {
  'Content-Security-Policy': contentSecurityPolicy(),
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
