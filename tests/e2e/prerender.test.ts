import { expect, test } from '@playwright/test'
import { sitePages } from './site'

/** Plain HTTP, no JavaScript: what a crawler or a slow phone gets before any script runs. */
test.describe('prerendered HTML', () => {
  const pages = sitePages()

  test('every registered page is served complete, in its language, with its head', async ({ request }) => {
    for (const { path, page, language } of pages) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
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

  test('Spanish pages say which links lead to English-only pages', async ({ request }) => {
    const html = await (await request.get('/es/conditions/cataract')).text()
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
    expect((await (await request.get('/conditions/cataract')).text()).includes('data-link-language')).toBe(
      false,
    )
  })

  test('pages say when they were updated, and claim no review where none is recorded', async ({
    request,
  }) => {
    // The line under the heading (the page's data also carries the interface strings, unused).
    const dateLine = async (path: string) =>
      (await (await request.get(path)).text()).match(
        /<p[^>]*data-testid="page-date"[^>]*>([\s\S]*?)<\/p>/,
      )?.[1]
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

  test('unknown paths answer 404 with a not-found page in the right language', async ({ request }) => {
    const english = await request.get('/no-such-page')
    expect(english.status()).toBe(404)
    expect(await english.text()).toContain('Page not found')
    const spanish = await request.get('/es/no-existe')
    expect(spanish.status()).toBe(404)
    expect(await spanish.text()).toContain('No encontramos la página')
    expect((await request.get('/conditions/no-such-condition')).status()).toBe(404)
  })

  test('hashed assets are cached for a year and served precompressed', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script =
      html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1]
    expect(script).toBeTruthy()
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } })
    expect(asset.status()).toBe(200)
    expect(asset.headers()['cache-control']).toContain('immutable')
    expect(asset.headers()['content-encoding']).toBe('br')
  })

  test('the health endpoint answers', async ({ request }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
  })

  test('trailing slashes redirect to the canonical path', async ({ request }) => {
    const response = await request.get('/conditions/', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/conditions')
  })
})
