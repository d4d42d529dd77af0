import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { figureStrings } from '../../shared/locales/figures'
import { builtHtml, clientDir, decode } from '../e2e/built-page'
import { sitePages } from '../e2e/site'

/** The prerendered `<figure>` of a picture, by its key. */
function figureIn(html: string, key: string): string | undefined {
  const start = html.indexOf(`data-figure="${key}"`)
  if (start < 0) return undefined
  return html.slice(html.lastIndexOf('<figure', start), html.indexOf('</figure>', start) + 9)
}

const strings = (language: 'en' | 'es', key: string) =>
  figureStrings[language][key as keyof (typeof figureStrings)['en']]

describe('pictures in the prerendered pages', () => {
  const pages = sitePages().filter(({ page, language, path: pagePath }) => page.paths[language] === pagePath)

  it('every page that names a diagram shows it, with its caption and text alternative, in its language', () => {
    const named = pages.filter(({ page, language }) => page.data[language]?.diagram)
    expect(named.length).toBeGreaterThanOrEqual(100)
    for (const { page, language, path: pagePath } of named) {
      const key = page.data[language]!.diagram!
      const figure = figureIn(builtHtml(pagePath), key)
      expect(figure, pagePath).toBeDefined()
      expect(figure, pagePath).toMatch(/<svg [^>]*role="img"/)
      expect(decode(figure!.match(/<title id="[^"]+">([^<]+)<\/title>/)![1]!), pagePath).toBe(
        strings(language, `${key}.title`),
      )
      expect(decode(figure!.match(/<desc id="[^"]+">([^<]+)<\/desc>/)![1]!).length, pagePath).toBeGreaterThan(
        80,
      )
      expect(decode(figure!.match(/<figcaption[^>]*>([^<]+)/)![1]!), pagePath).toBe(
        strings(language, `${key}.caption`),
      )
    }
  })

  it('the office map is on home, /locations and every location page, with that page’s office highlighted', () => {
    const withMap = pages.filter(
      ({ page }) => page.family === 'location' || ['pages/home', 'pages/locations'].includes(page.id),
    )
    expect(withMap.length).toBeGreaterThanOrEqual(16)
    for (const { page, path: pagePath } of withMap) {
      const figure = figureIn(builtHtml(pagePath), 'map')
      expect(figure, pagePath).toBeDefined()
      expect(
        figure!.match(/href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=/g),
        pagePath,
      ).toHaveLength(3)
      const front = page.data.en!
      const office = front.type === 'location' ? front.office : null
      // On a location page the other two pins are dimmed; elsewhere none is.
      expect(figure!.match(/dg-pin-other/g)?.length ?? 0, pagePath).toBe(office ? 2 : 0)
      if (office) expect(figure, pagePath).toMatch(new RegExp(`data-office="${office}"><g class="dg-pin">`))
    }
  })

  it('cost no JavaScript: no drawing code reaches the browser', () => {
    const scripts = fs.readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    for (const file of scripts) {
      const code = fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8')
      for (const marker of ['outerCornea', 'geoMercator', 'dg-retina', 'Vitreous gel', 'fundusGeometry'])
        expect(code.includes(marker), `${file} contains ${marker}`).toBe(false)
    }
  })
})
