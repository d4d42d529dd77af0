import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { notFoundPage, staticSite } from './routes'
import { isImmutable } from './files'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-test-'))
const page = '<!doctype html><title>Glaucoma</title>'.padEnd(2000, ' ')
fs.mkdirSync(path.join(dir, 'conditions', 'glaucoma'), { recursive: true })
fs.mkdirSync(path.join(dir, 'assets'))
fs.writeFileSync(path.join(dir, 'conditions', 'glaucoma', 'index.html'), page)
fs.writeFileSync(path.join(dir, 'conditions', 'glaucoma', 'index.html.br'), zlib.brotliCompressSync(page))
fs.writeFileSync(path.join(dir, 'conditions', 'glaucoma', 'index.html.gz'), zlib.gzipSync(page))
fs.writeFileSync(path.join(dir, 'conditions', 'glaucoma.data'), '[1]')
fs.writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), 'export {}')
fs.mkdirSync(path.join(dir, '.vite'))
fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
fs.writeFileSync(path.join(dir, '..', 'outside-secret.txt'), 'secret')
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(path.join(dir, '..', 'outside-secret.txt'), { force: true })
})

const app = new Hono()
app.on(['GET', 'HEAD'], '*', staticSite(dir))
app.notFound((c) => c.text('not found', 404))
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })

describe('staticSite', () => {
  it('serves a page folder at its URL with the best encoding the client accepts', async () => {
    const br = await get('/conditions/glaucoma', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('cache-control')).toBe('no-cache')
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page)
    const gz = await get('/conditions/glaucoma', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const plain = await get('/conditions/glaucoma')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page)
  })

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const first = await get('/conditions/glaucoma', { 'accept-encoding': 'br' })
    const etag = first.headers.get('etag')!
    expect(
      (await get('/conditions/glaucoma', { 'accept-encoding': 'br', 'if-none-match': etag })).status,
    ).toBe(304)
    const head = await app.request('/conditions/glaucoma', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(page.length))
    expect(await head.text()).toBe('')
  })

  it('caches hashed assets for a year and types route data', async () => {
    expect((await get('/assets/entry-abc.js')).headers.get('cache-control')).toContain('immutable')
    expect((await get('/conditions/glaucoma.data')).headers.get('content-type')).toBe('text/x-script')
  })

  it('never serves a file outside the build, however the path is written', async () => {
    for (const url of [
      '/../outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/..%5coutside-secret.txt',
      '/%2e%2e%5coutside-secret.txt',
      '/conditions/glaucoma/index.html',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/%E0%A4%A',
    ]) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
    }
  })
})

describe('notFoundPage', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-test-'))
  const documents = {
    '404': 'english catch-all',
    'es/404': 'spanish catch-all',
    'conditions/404': 'conditions section',
    'es/emergencia/404': 'spanish emergency section',
  }
  for (const [folder, text] of Object.entries(documents)) {
    fs.mkdirSync(path.join(site, folder), { recursive: true })
    fs.writeFileSync(path.join(site, folder, 'index.html'), `<!doctype html><p>${text}</p>`)
  }
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }))
  const notFound = new Hono()
  notFound.on(['GET', 'HEAD'], '*', staticSite(site))
  notFound.notFound(notFoundPage(site))

  it('answers an unknown slug with its section’s document, anything else with its language’s', async () => {
    const expected = {
      '/conditions/typo': 'conditions section',
      '/es/emergencia/no-existe': 'spanish emergency section',
      '/es/conditions/cataracts': 'spanish catch-all',
      '/conditions/typo/deeper': 'english catch-all',
      '/no-such-page': 'english catch-all',
      '/es/no-existe': 'spanish catch-all',
    }
    for (const [url, text] of Object.entries(expected)) {
      const response = await notFound.request(url)
      expect(response.status, url).toBe(404)
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/)
      expect(response.headers.get('etag'), url).toBeNull()
      expect(await response.text(), url).toContain(text)
    }
  })

  it('answers 404 for the documents themselves too', async () => {
    for (const url of ['/404', '/conditions/404', '/es/emergencia/404'])
      expect((await notFound.request(url)).status, url).toBe(404)
  })
})

describe('isImmutable (cached for a year)', () => {
  it('covers hashed assets and the search index chunks', () => {
    expect(isImmutable('build/client/assets/root-Ab12.js')).toBe(true)
    expect(isImmutable('build/client/pagefind/en/fragment/en_cdbffa3.pf_fragment')).toBe(true)
    expect(isImmutable('build/client/pagefind/es/index/es_d6715a8.pf_index')).toBe(true)
    expect(isImmutable('build/client/pagefind/es/filter/es_1e2f3a4.pf_filter')).toBe(true)
    expect(isImmutable('build/client/pagefind/en/pagefind.en_50e9863ccd.pf_meta')).toBe(true)
  })

  it('leaves pages and the fixed-name search files to revalidation', () => {
    expect(isImmutable('build/client/conditions/dry-eye/index.html')).toBe(false)
    expect(isImmutable('build/client/pagefind/en/pagefind.js')).toBe(false)
    expect(isImmutable('build/client/pagefind/es/wasm.es.pagefind')).toBe(false)
    expect(isImmutable('build/client/pagefind/en/pagefind-entry.json')).toBe(false)
    expect(isImmutable('build/client/pagefind/en/fragment.html')).toBe(false)
    expect(isImmutable('build/client/sitemap.xml')).toBe(false)
  })
})
