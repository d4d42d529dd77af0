import { describe, expect, it } from 'vitest'
import { words } from '#app/lib/words'
import { locales } from '#shared/locales'
import { getOffice, linePhone } from '#shared/practice'
import type { Closure } from '#shared/hours/schedule'
import { nextOpening, numberToDial, practiceNow } from './practice-now'

const t = (language: 'en' | 'es') => words(locales[language], language)
const thanksgiving: Closure = {
  offices: ['santa-ana', 'irvine', 'newport-beach'],
  from: '2026-11-26',
  to: '2026-11-27',
  reason: { en: 'Thanksgiving', es: 'Día de Acción de Gracias' },
}

// Instants in UTC; Los Angeles is 8 hours behind in winter.
const sundayMorning = new Date('2030-01-06T19:00:00Z') // Sunday 11:00
const mondayMorning = new Date('2030-01-07T18:00:00Z') // Monday 10:00
const mondayEvening = new Date('2030-01-08T01:45:00Z') // Monday 17:45: only Irvine is open
const thanksgivingMorning = new Date('2026-11-26T18:00:00Z') // Thursday 10:00, every office closed

describe('the practice now, by the visitor’s clock', () => {
  it('knows the practice’s date and whether any office is open', () => {
    expect(practiceNow([], sundayMorning)).toEqual({
      today: '2030-01-06',
      status: {
        state: 'closed',
        next: { office: 'santa-ana', date: '2030-01-07', time: '08:30', inDays: 1 },
      },
    })
    expect(practiceNow([], mondayEvening)).toEqual({
      today: '2030-01-07',
      status: { state: 'open', open: ['irvine'] },
    })
    // A holiday of every office closes the practice on a weekday morning; it opens on Saturday.
    expect(practiceNow([thanksgiving], thanksgivingMorning).status).toEqual({
      state: 'closed',
      next: { office: 'santa-ana', date: '2026-11-28', time: '09:00', inDays: 2 },
    })
  })

  it('words the next opening as a status line and as a sentence, in each language', () => {
    const { status } = practiceNow([thanksgiving], thanksgivingMorning)
    expect(nextOpening(status, 'line', t('en'), 'en')).toBe('Opens Saturday at 9:00 AM')
    expect(nextOpening(status, 'sentence', t('en'), 'en')).toBe('We open Saturday at 9:00 AM.')
    expect(nextOpening(status, 'sentence', t('es'), 'es')).toBe('Abrimos el sábado a las 9:00 a.m.')
    expect(nextOpening(practiceNow([], sundayMorning).status, 'sentence', t('es'), 'es')).toBe(
      'Abrimos mañana a las 8:30 a.m.',
    )
    expect(nextOpening(practiceNow([], mondayMorning).status, 'line', t('en'), 'en')).toBe('')
  })
})

describe('the number to dial', () => {
  const main = linePhone('main')
  const irvine = getOffice('irvine')

  it('is the main office while it is open, and Irvine when only Irvine is', () => {
    expect(numberToDial(practiceNow([], mondayMorning).status, main)).toEqual({ phone: main, office: null })
    expect(numberToDial(practiceNow([], mondayEvening).status, main)).toEqual({
      phone: irvine.phone,
      office: irvine,
    })
  })

  it('keeps a specialty line and the page’s own number when every office is closed', () => {
    const keratoconus = linePhone('keratoconus')
    expect(numberToDial(practiceNow([], mondayEvening).status, keratoconus).phone).toBe(keratoconus)
    expect(numberToDial(practiceNow([], sundayMorning).status, main)).toEqual({ phone: main, office: null })
  })
})
