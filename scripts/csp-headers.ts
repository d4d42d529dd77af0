// `npm run headers`: writes build/headers.json, the response headers of every prerendered page
// (with its own CSP hashes) and of the assets, for a CDN that serves build/client itself.
// The Node server computes the same headers at start; this file is for when it is not in front.
import fs from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy } from '../server/csp'
import { fixedSecurityHeaders, strictTransportSecurity } from '../server/security-headers'
import { indexClientDir } from '../server/static/files'

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'build/client')
const security = {
  'Strict-Transport-Security': strictTransportSecurity(process.env.HSTS_INCLUDE_SUBDOMAINS === 'true'),
  ...fixedSecurityHeaders,
}
const headers: Record<string, Record<string, string>> = {}
for (const [url, entry] of indexClientDir(clientDir)) {
  if (!entry.hashes) continue
  headers[url] = {
    'Content-Security-Policy': contentSecurityPolicy(entry.hashes),
    'Cache-Control': entry.cacheControl,
    ...security,
  }
}
headers['/assets/*'] = {
  'Content-Security-Policy': contentSecurityPolicy(undefined),
  'Cache-Control': 'public, max-age=31536000, immutable',
  ...security,
}
headers['/*'] = { 'Content-Security-Policy': contentSecurityPolicy(undefined), ...security }
fs.writeFileSync(path.join(clientDir, '..', 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`)
console.log(
  `Wrote headers for ${Object.keys(headers).length - 2} pages to ${path.relative(process.cwd(), path.join(clientDir, '..', 'headers.json'))}.`,
)
