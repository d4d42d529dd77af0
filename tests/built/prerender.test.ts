import { describe, expect, it } from 'vitest'
import { sitePages } from '../e2e/site'
import { servedBuild } from './served'

/** What a crawler or a slow phone gets before any script runs: the prerendered HTML, as served. */
const get = servedBuild()

describe('prerendered HTML', () => {
  const pages = sitePages()

  it('every registered page is served complete, in its language, with its head', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(400)
    for (const { path, page, language } of pages) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      const html = await response.text()
      const front = page.data[language]!
      expect(html, path).toContain(`<html lang="${language}"`)
      expect(html, path).toMatch(/<title>[^<]{10,}<\/title>/)
      expect(html, path).toContain(`<meta name="description" content="`)
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      expect(canonical, path).toBeTruthy()
      expect(new URL(canonical!).pathname.replace(/^$/, '/'), path).toBe(page.paths[language])
      const escapedHeading = front.heading
        .replace(/&/g, '&amp;')
        .replace(/'/g, '&#x27;')
        .replace(/"/g, '&quot;')
      expect(html, `${path} has its h1 text`).toContain(escapedHeading)
      if (page.paths.en && page.paths.es) {
        expect(html, path).toContain(`hrefLang="es" href="`)
        expect(html, path).toContain(`hrefLang="en" href="`)
        expect(html, path).toContain(`hrefLang="x-default" href="`)
      } else {
        expect(html, `${path} is in one language only`).not.toContain('rel="alternate" hrefLang')
      }
    }
  })

  it('Spanish pages say which links lead to English-only pages', async () => {
    const html = await (await get('/es/conditions/cataract')).text()
    const anchors = (href: string) =>
      [...html.matchAll(/<a [^>]*>[\s\S]*?<\/a>/g)]
        .map(([anchor]) => anchor)
        .filter((anchor) => anchor.includes(`href="${href}"`))
    const note = '<span data-link-language="en" class="whitespace-nowrap">(en inglés)</span>'
    // The body link and the related card both lead to the English-only surgery page.
    const surgery = anchors('/laser-treatments/cataract-surgery')
    expect(surgery.length).toBeGreaterThanOrEqual(2)
    for (const anchor of surgery) {
      expect(anchor).toMatch(/hreflang="en"/i)
      expect(anchor).toContain(note)
    }
    // The footer's link for doctors, English only, says so too; Spanish pages do not.
    expect(anchors('/provider-relations')[0]).toContain(note)
    expect(anchors('/es/conditions/glaucoma').join('')).not.toContain('data-link-language')
    expect((await (await get('/conditions/cataract')).text()).includes('data-link-language')).toBe(false)
  })

  it('pages say when they were updated, and claim no review where none is recorded', async () => {
    // The line under the heading (the page's data also carries the interface strings, unused).
    const dateLine = async (path: string) =>
      (await (await get(path)).text()).match(/<p[^>]*data-testid="page-date"[^>]*>([\s\S]*?)<\/p>/)?.[1]
    // The date is the page's own `updated`, written out in the page's language.
    const updated = (path: string) => {
      const { page, language } = pages.find((entry) => entry.path === path)!
      const date = (page.data[language] as { updated: string }).updated
      const words = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`))
      return { date, words }
    }
    const glaucoma = updated('/conditions/glaucoma')
    expect(await dateLine('/conditions/glaucoma')).toBe(
      `<time dateTime="${glaucoma.date}">Updated ${glaucoma.words}</time>`,
    )
    const stye = updated('/es/conditions/stye')
    expect(await dateLine('/es/conditions/stye')).toBe(
      `<time dateTime="${stye.date}">Actualizado el ${stye.words}</time>`,
    )
  })
})

describe('the server, serving the build', () => {
  it('hashed assets are cached for a year and served precompressed', async () => {
    const html = await (await get('/')).text()
    // The island loader, which the page names on <html> and requests once painted.
    const script = html.match(/\sdata-islands="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeTruthy()
    const asset = await get(script!, { headers: { 'Accept-Encoding': 'br' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(asset.headers.get('content-encoding')).toBe('br')
  })

  it('the health endpoint answers', async () => {
    const health = await get('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
  })

  it('trailing slashes redirect to the canonical path', async () => {
    const response = await get('/conditions/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/conditions')
  })
})
