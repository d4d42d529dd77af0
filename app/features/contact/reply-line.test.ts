import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/features/i18n/i18n'
import { locales } from '#shared/locales'
import type { Closure } from '#shared/hours/schedule'
import { replySentence } from './reply-line'

const t = (language: 'en' | 'es') => createI18n(language, { [language]: locales[language] }).t
const say = (language: 'en' | 'es', iso: string, closures: Closure<string>[] = []) =>
  replySentence(closures, t(language), language, new Date(iso))

const christmas = (reason: string): Closure<string>[] => [
  { offices: ['santa-ana'], from: '2030-12-25', to: '2030-12-25', reason },
  { offices: ['irvine', 'newport-beach'], from: '2030-12-24', to: '2030-12-25', reason },
]

// The practice's real offices and hours (practice.json); 2030 is past every closure in the content.
describe('when the office will answer, as the confirmation says it', () => {
  it('open: within business hours', () => {
    // Tuesday, January 8, 2030, 10:00 in Los Angeles.
    expect(say('en', '2030-01-08T18:00:00Z')).toBe(
      'Our office is open now. We usually answer within 2 business hours.',
    )
    expect(say('es', '2030-01-08T18:00:00Z')).toBe(
      'Nuestra oficina está abierta ahora. Casi siempre respondemos en 2 horas hábiles.',
    )
  })

  it('closing soon: until when today, and the next opening', () => {
    // Saturday, January 12, 2030, 12:00: Santa Ana closes at 2:00 PM, opens Monday at 8:30 AM.
    expect(say('en', '2030-01-12T20:00:00Z')).toBe(
      'Our office is open until 2:00 PM today. If we cannot answer before then, we will answer Monday at 8:30 AM, when we open.',
    )
    expect(say('es', '2030-01-12T20:00:00Z')).toBe(
      'Nuestra oficina está abierta hasta las 2:00 p.m. de hoy. Si no alcanzamos a responderle antes, le responderemos el lunes a las 8:30 a.m., cuando abramos.',
    )
  })

  it('closed: until when, today, tomorrow or a named day', () => {
    expect(say('en', '2030-01-08T15:00:00Z')).toBe(
      'We are closed until 8:30 AM today; we will answer you then.',
    )
    expect(say('es', '2030-01-08T15:00:00Z')).toBe(
      'Estamos cerrados hasta las 8:30 a.m. de hoy; le responderemos entonces.',
    )
    expect(say('en', '2030-01-09T05:00:00Z')).toBe(
      'We are closed until tomorrow at 8:30 AM; we will answer you then.',
    )
    // Saturday, 20:00.
    expect(say('es', '2030-01-13T04:00:00Z')).toBe(
      'Estamos cerrados hasta el lunes a las 8:30 a.m.; le responderemos entonces.',
    )
  })

  it('on a holiday: closed until the next opening, and why', () => {
    // Wednesday, December 25, 2030, 10:00.
    expect(say('en', '2030-12-25T18:00:00Z', christmas('Christmas'))).toBe(
      'We are closed until tomorrow at 8:30 AM (Christmas); we will answer you then.',
    )
    expect(say('es', '2030-12-25T18:00:00Z', christmas('Navidad'))).toBe(
      'Estamos cerrados hasta mañana a las 8:30 a.m. (Navidad); le responderemos entonces.',
    )
  })
})
