import vm from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '#app/test/render-page'
import { prePaintScript } from '#shared/inline-code'
import { announcementAttributes, dismissedKey, HIDDEN_CLASS, type AnnouncementView } from './announcement'
import { currentAnnouncement, startOfDay } from './announcement.server'

// The real announcement: holiday-hours-2026, from 2026-11-16 to 2027-01-01, linking to the holiday post.

describe('the current announcement', { timeout: 60_000 }, () => {
  it('is the one whose days include the build date, in the page language', () => {
    expect(currentAnnouncement('en', '2026-11-15')).toBeNull()
    expect(currentAnnouncement('en', '2026-11-16')).toMatchObject({
      id: 'holiday-hours-2026',
      text: expect.stringMatching(/^Holiday hours: /),
      // The link says where it goes: the post's title, not "Read more".
      link: { href: '/news/holiday-hours-2026', title: 'Holiday Hours for Thanksgiving and the New Year' },
    })
    expect(currentAnnouncement('es', '2027-01-01')).toMatchObject({
      text: expect.stringMatching(/^Horario de fiestas: /),
      link: {
        href: '/es/noticias/horario-de-fiestas-2026',
        title: 'Horario de Acción de Gracias y Año Nuevo',
      },
    })
    expect(currentAnnouncement('en', '2027-01-02')).toBeNull()
  })

  it('ends at midnight after its last day, Los Angeles time', () => {
    expect(currentAnnouncement('en', '2026-12-01')?.endsAt).toBe(Date.parse('2027-01-02T08:00:00Z'))
    expect(startOfDay('2026-07-04')).toBe(Date.parse('2026-07-04T07:00:00Z'))
    expect(startOfDay('2027-03-14')).toBe(Date.parse('2027-03-14T08:00:00Z'))
    expect(startOfDay('2027-03-15')).toBe(Date.parse('2027-03-15T07:00:00Z'))
    expect(startOfDay('2026-11-01')).toBe(Date.parse('2026-11-01T07:00:00Z'))
    expect(startOfDay('2026-11-02')).toBe(Date.parse('2026-11-02T08:00:00Z'))
  })
})

describe('the head script', () => {
  const view: AnnouncementView = { id: 'holiday-hours-2026', text: 'x', endsAt: 2_000, link: null }

  /**
   * Runs the pre-paint script on a page carrying `view` (its attributes on <html>) against a
   * stored value and a clock; says whether <html> got the class.
   */
  function hides(stored: Record<string, string>, now: number, announcement: AnnouncementView | null = view) {
    const classes = new Set<string>()
    const attributes: Partial<Record<string, string>> = announcementAttributes(announcement)
    const documentElement = {
      classList: { add: (name: string) => classes.add(name), toggle: () => undefined },
      style: {},
      getAttribute: (name: string) => attributes[name] ?? null,
    }
    const localStorage = { getItem: (key: string) => stored[key] ?? null }
    const matchMedia = () => ({ matches: false })
    vm.runInNewContext(prePaintScript, {
      localStorage,
      document: { documentElement },
      matchMedia,
      Date: { now: () => now },
      Number,
    })
    return classes.has(HIDDEN_CLASS)
  }

  it('hides the band this visitor closed, and only that one', () => {
    expect(hides({}, 1_000)).toBe(false)
    expect(hides({ [dismissedKey('holiday-hours-2026')]: '2026-11-20' }, 1_000)).toBe(true)
    expect(hides({ [dismissedKey('new-office-2027')]: '2026-11-20' }, 1_000)).toBe(false)
  })

  it('hides the band once its last day is over, even before the site is built again', () => {
    expect(hides({}, 1_999)).toBe(false)
    expect(hides({}, 2_000)).toBe(true)
  })

  it('leaves a page without an announcement alone', () => {
    expect(hides({ [dismissedKey('holiday-hours-2026')]: '2026-11-20' }, 5_000, null)).toBe(false)
  })
})

describe('the band on the pages', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is in the prerendered page while current at build, and not before or after', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse('2026-11-20T20:00:00Z') / 1000))
    const during = renderPage('/es/contact')
    expect(during.html).toContain('data-announcement="holiday-hours-2026"')
    expect(during.text).toContain('Horario de fiestas: cerramos el Día de Acción de Gracias')
    expect(during.html).toContain('aria-label="Cerrar aviso"')
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse('2027-01-05T20:00:00Z') / 1000))
    expect(renderPage('/es/contact').html).not.toContain('data-testid="announcement"')
  })

  it('leaves emergency pages to what to do now', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse('2026-11-20T20:00:00Z') / 1000))
    expect(renderPage('/emergency/chemical-burn').html).not.toContain('data-testid="announcement"')
    expect(renderPage('/es/emergencia').html).toContain('data-testid="announcement"')
  })
})
