import { describe, expect, it } from 'vitest'
import { locales } from '#shared/locales'
import { afterHoursKind, afterHoursView } from './after-hours.server'

describe('the after-hours note', () => {
  it('is 911 first on a 911-level page, the surgeon’s line after surgery, else the urgency', () => {
    expect(afterHoursKind({ urgency: 'emergency-room', afterHours: 'surgeon' })).toBe('emergency-room')
    expect(afterHoursKind({ urgency: 'call-today', afterHours: 'surgeon' })).toBe('surgeon')
    expect(afterHoursKind({ urgency: 'call-today', afterHours: 'office' })).toBe('call-today')
  })

  it('reserves the longest its words can get, the open and closed texts included', () => {
    for (const language of ['en', 'es'] as const) {
      for (const kind of ['emergency-room', 'call-today', 'surgeon', 'book-visit', 'index'] as const) {
        const { reserve } = afterHoursView(kind, language)
        const strings = locales[language]
        expect(reserve.length, `${language} ${kind}`).toBeGreaterThanOrEqual(
          strings[`afterHours.${kind}.any`].length,
        )
        expect(reserve, `${language} ${kind}`).not.toMatch(/\{\{/)
      }
      // The closed text with the longest day name ("miércoles") outgrows the any-hour text.
      expect(afterHoursView('call-today', language).reserve).toMatch(
        language === 'en'
          ? /^All our offices are closed now\. We open/
          : /^Todos nuestros consultorios .* Abrimos el/,
      )
    }
  })
})
