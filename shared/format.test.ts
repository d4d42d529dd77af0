import { describe, expect, it } from 'vitest'
import { formatDate, formatTime } from './format'
import { dayName, formatAtTime, formatDateRange, formatShortDate } from './format-dates'

const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)

describe('formatDate and formatTime', () => {
  it('write every day of a year as Intl does for en-US and es-US', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day))
      const iso = date.toISOString().slice(0, 10)
      expect(formatDate(iso, 'en')).toBe(intl('en-US', { dateStyle: 'long' }, date))
      expect(formatDate(iso, 'es')).toBe(intl('es-US', { dateStyle: 'long' }, date))
    }
  })

  it('write every quarter hour as Intl does for en-US and es-US', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const date = new Date(Date.UTC(2020, 0, 1, 0, minute))
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
      // Some ICU versions put a narrow no-break space before AM/PM; the words are what must match.
      expect(formatTime(time, 'en')).toBe(
        intl('en-US', { hour: 'numeric', minute: '2-digit' }, date).replace(/\s/g, ' '),
      )
      expect(formatTime(time, 'es')).toBe(
        intl('es-US', { hour: 'numeric', minute: '2-digit' }, date).replace(/\s/g, ' '),
      )
    }
  })

  it('write short dates and weekdays as Intl does for en-US and es-US', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day))
      const iso = date.toISOString().slice(0, 10)
      const short = { weekday: 'short', month: 'short', day: 'numeric' } as const
      expect(formatShortDate(iso, 'en')).toBe(intl('en-US', short, date))
      expect(formatShortDate(iso, 'es')).toBe(intl('es-US', short, date))
      expect(dayName(date.getUTCDay(), 'en')).toBe(intl('en-US', { weekday: 'long' }, date))
      expect(dayName(date.getUTCDay(), 'es')).toBe(intl('es-US', { weekday: 'long' }, date))
    }
  })

  it('write ranges of days and times after a verb', () => {
    expect(formatDateRange('2026-11-26', '2026-11-27', 'en')).toBe('Thu, Nov 26 – Fri, Nov 27')
    expect(formatDateRange('2026-12-24', '2026-12-24', 'es')).toBe('jue, 24 de dic')
    expect(formatAtTime('17:30', 'en')).toBe('at 5:30 PM')
    expect(formatAtTime('17:30', 'es')).toBe('a las 5:30 p.m.')
    expect(formatAtTime('13:00', 'es')).toBe('a la 1:00 p.m.')
    expect(formatAtTime('01:15', 'es')).toBe('a la 1:15 a.m.')
  })
})
