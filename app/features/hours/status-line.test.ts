import { describe, expect, it } from 'vitest'
import { words } from '#app/lib/words'
import { locales } from '#shared/locales'
import { getOffice } from '#shared/practice'
import { statusLine } from './status-line'

const t = (language: 'en' | 'es') => words(locales[language], language)
const newport = getOffice('newport-beach')
const santaAna = getOffice('santa-ana')

describe('the status line', () => {
  it('says when an open office closes, in each language', () => {
    // Saturday 12:00 in Los Angeles: Newport Beach closes at 1:00 PM.
    const noon = new Date('2026-11-21T20:00:00Z')
    expect(statusLine(newport, [], t('en'), 'en', noon)).toEqual({
      today: '2026-11-21',
      state: 'open',
      title: 'Open now',
      detail: 'Closes at 1:00 PM',
    })
    expect(statusLine(newport, [], t('es'), 'es', noon)).toEqual({
      today: '2026-11-21',
      state: 'open',
      title: 'Abierto ahora',
      detail: 'Cierra a la 1:00 p.m.',
    })
  })

  it('says when a closed office opens: today, tomorrow, or on a named day', () => {
    const early = new Date('2026-11-23T15:00:00Z') // Monday 7:00
    const evening = new Date('2026-11-24T03:00:00Z') // Monday 19:00
    const saturdayNight = new Date('2026-11-22T04:00:00Z') // Saturday 20:00
    expect(statusLine(santaAna, [], t('en'), 'en', early).detail).toBe('Opens today at 8:30 AM')
    expect(statusLine(santaAna, [], t('en'), 'en', evening).detail).toBe('Opens tomorrow at 8:30 AM')
    expect(statusLine(santaAna, [], t('en'), 'en', saturdayNight).detail).toBe('Opens Monday at 8:30 AM')
    expect(statusLine(santaAna, [], t('es'), 'es', saturdayNight)).toEqual({
      today: '2026-11-21',
      state: 'closed',
      title: 'Cerrado ahora',
      detail: 'Abre el lunes a las 8:30 a.m.',
    })
  })
})
