import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonLdNodes, renderPage } from '#app/test/render-page'

/**
 * The closures file as the pages show it, through the real loaders and templates, with the
 * build's clock set: the real Thanksgiving closure (all offices, Nov 26–27, 2026) is next week on
 * Nov 19, the real Irvine staff-training day (Oct 16, 2026) was last month.
 */

const buildOn = (date: string) =>
  vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse(`${date}T20:00:00Z`) / 1000))
afterEach(() => vi.unstubAllEnvs())

const pages = ['/', '/contact', '/locations/irvine', '/es', '/es/contact']

/** Every office's special hours in a page's JSON-LD. */
function specialHours(path: string) {
  return jsonLdNodes(renderPage(path).head)
    .flatMap((node) => [node, ...((node.location as Record<string, unknown>[] | undefined) ?? [])])
    .filter((node) => String(node['@id']).includes('#office-'))
    .map((office) => ({
      office: String(office['@id']).split('#office-')[1],
      special: (office.specialOpeningHoursSpecification ?? []) as Record<string, string>[],
    }))
}

// The first render loads the whole content folder and every template: slow on a busy machine.
describe('closures on the pages', { timeout: 60_000 }, () => {
  it('show a closure of next week where hours are shown, and not one of last month', () => {
    buildOn('2026-11-19')
    for (const path of pages) {
      const { text } = renderPage(path)
      const has = (words: string) => text.includes(words)
      const spanish = path.startsWith('/es')
      expect(
        has(
          spanish
            ? 'jue, 26 de nov – vie, 27 de nov: Cerrado (Día de Acción de Gracias)'
            : 'Thu, Nov 26 – Fri, Nov 27: Closed (Thanksgiving)',
        ),
        path,
      ).toBe(true)
      expect(has(spanish ? 'Capacitación del personal' : 'Staff training'), path).toBe(false)
      // Not yet: the Christmas closures are more than 30 days away (the announcement band may name
      // them in words; the hours list would give their date).
      expect(has(spanish ? 'jue, 24 de dic' : 'Thu, Dec 24'), path).toBe(false)
    }
  })

  it('name the closure of next week in JSON-LD, for every office, and not the one of last month', () => {
    buildOn('2026-11-19')
    for (const path of ['/', '/contact', '/locations/irvine']) {
      const offices = specialHours(path)
      expect(offices.map((office) => office.office).sort(), path).toEqual([
        'irvine',
        'newport-beach',
        'santa-ana',
      ])
      for (const { special } of offices) {
        expect(special, path).toEqual([
          {
            '@type': 'OpeningHoursSpecification',
            name: 'Thanksgiving',
            opens: '00:00',
            closes: '00:00',
            validFrom: '2026-11-26',
            validThrough: '2026-11-27',
          },
        ])
      }
    }
  })

  it('show the staff-training day while it is ahead, and special hours with their times', () => {
    buildOn('2026-10-10')
    expect(renderPage('/locations/irvine').text.includes('Fri, Oct 16: Closed (Staff training)')).toBe(true)
    expect(
      specialHours('/locations/irvine').find((office) => office.office === 'irvine')?.special,
    ).toHaveLength(1)
    buildOn('2026-12-20')
    const { text } = renderPage('/contact')
    expect(text.includes('Thu, Dec 24: 8:30 AM–12:00 PM (Christmas Eve)')).toBe(true)
    expect(text.includes('Thu, Dec 24 – Fri, Dec 25: Closed (Christmas)')).toBe(true)
    const santaAna = specialHours('/contact').find((office) => office.office === 'santa-ana')!
    expect(santaAna.special[0]).toMatchObject({ opens: '08:30', closes: '12:00', validFrom: '2026-12-24' })
  })

  it('leave "open now" to the browser: the prerendered box is empty', () => {
    buildOn('2026-11-19')
    const { html } = renderPage('/contact')
    expect(html).toMatch(/<p class="min-h-\[2lh\]" data-testid="open-status"><\/p>/)
  })
})
