import { describe, expect, it } from 'vitest'
import type { OfficeHours } from '#shared/practice'
import { addDays, hoursOn, isRealDate, officeStatus, upcoming, weekdayOf, type Closure } from './schedule'
import { wallClock } from './wall-clock'

const zone = 'America/Los_Angeles'
/** What the practice's clock reads at a UTC instant. */
const at = (iso: string) => wallClock(new Date(iso), zone)

// The main office's weekly hours, written out here rather than read from the content file.
const weekly: OfficeHours[] = [
  { days: [1, 2, 3, 4, 5], opens: '08:30', closes: '17:30' },
  { days: [6], opens: '09:00', closes: '14:00' },
]

const thanksgiving: Closure = {
  offices: ['santa-ana', 'irvine', 'newport-beach'],
  from: '2026-11-26',
  to: '2026-11-27',
  reason: { en: 'Thanksgiving', es: 'Día de Acción de Gracias' },
}
const christmasEve: Closure = {
  offices: ['santa-ana'],
  from: '2026-12-24',
  to: '2026-12-24',
  hours: { opens: '08:30', closes: '12:00' },
  reason: { en: 'Christmas Eve', es: 'Nochebuena' },
}

describe('the practice clock', () => {
  it('reads Los Angeles time across the spring change (2:00 PST becomes 3:00 PDT)', () => {
    expect(at('2027-03-14T09:59:00Z')).toEqual({ date: '2027-03-14', minutes: 1 * 60 + 59 })
    expect(at('2027-03-14T10:00:00Z')).toEqual({ date: '2027-03-14', minutes: 3 * 60 })
  })

  it('reads Los Angeles time across the fall change (1:00–2:00 happens twice)', () => {
    expect(at('2026-11-01T08:59:00Z')).toEqual({ date: '2026-11-01', minutes: 1 * 60 + 59 })
    expect(at('2026-11-01T09:00:00Z')).toEqual({ date: '2026-11-01', minutes: 1 * 60 })
    expect(at('2026-11-01T10:00:00Z')).toEqual({ date: '2026-11-01', minutes: 2 * 60 })
  })

  it('keeps the evening on the Los Angeles date when UTC has moved to the next day', () => {
    expect(at('2026-11-27T03:00:00Z')).toEqual({ date: '2026-11-26', minutes: 19 * 60 })
  })
})

describe('open now', () => {
  const status = (iso: string, closures: Closure[] = []) => officeStatus(weekly, closures, at(iso))

  it('opens at 8:30 on the Monday after clocks spring forward (15:30 UTC, not 16:30)', () => {
    expect(status('2027-03-15T15:29:00Z')).toEqual({
      state: 'closed',
      opens: { date: '2027-03-15', time: '08:30', inDays: 0 },
    })
    expect(status('2027-03-15T15:30:00Z')).toEqual({ state: 'open', closes: '17:30' })
  })

  it('opens at 8:30 on the Friday before, while still on standard time (16:30 UTC)', () => {
    expect(status('2027-03-12T16:29:00Z').state).toBe('closed')
    expect(status('2027-03-12T16:30:00Z')).toEqual({ state: 'open', closes: '17:30' })
  })

  it('closes at 5:30 on the Monday after clocks fall back, and opens again the next morning', () => {
    expect(status('2026-11-03T01:29:00Z')).toEqual({ state: 'open', closes: '17:30' })
    expect(status('2026-11-03T01:30:00Z')).toEqual({
      state: 'closed',
      opens: { date: '2026-11-03', time: '08:30', inDays: 1 },
    })
  })

  it('on the Sunday of the fall change, opens on Monday', () => {
    expect(status('2026-11-01T09:30:00Z')).toEqual({
      state: 'closed',
      opens: { date: '2026-11-02', time: '08:30', inDays: 1 },
    })
  })

  it('after Saturday closing, opens on Monday', () => {
    expect(status('2026-11-21T22:00:00Z')).toEqual({
      state: 'closed',
      opens: { date: '2026-11-23', time: '08:30', inDays: 2 },
    })
  })

  it('is closed on a holiday and opens on the first regular day after it', () => {
    // Thursday 10:00 in Los Angeles, a weekday the office would otherwise be open.
    expect(status('2026-11-26T18:00:00Z', [thanksgiving])).toEqual({
      state: 'closed',
      opens: { date: '2026-11-28', time: '09:00', inDays: 2 },
    })
    // Wednesday evening: not "opens tomorrow".
    expect(status('2026-11-26T02:00:00Z', [thanksgiving]).state).toBe('closed')
    expect(status('2026-11-26T02:00:00Z', [thanksgiving])).toMatchObject({ opens: { date: '2026-11-28' } })
  })

  it('keeps special hours: open until noon on Christmas Eve, then closed', () => {
    expect(status('2026-12-24T19:59:00Z', [christmasEve])).toEqual({ state: 'open', closes: '12:00' })
    expect(status('2026-12-24T20:00:00Z', [christmasEve])).toMatchObject({
      state: 'closed',
      opens: { date: '2026-12-25' },
    })
  })

  it('says nothing about opening when no day in the next two weeks has hours', () => {
    const longClosure: Closure = { ...thanksgiving, from: '2026-11-01', to: '2026-12-31' }
    expect(status('2026-11-10T18:00:00Z', [longClosure])).toEqual({ state: 'closed', opens: null })
  })
})

describe('calendar days', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15')
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31')
    expect(weekdayOf('2026-11-26')).toBe(4)
  })

  it('tells real dates from impossible ones', () => {
    expect(isRealDate('2028-02-29')).toBe(true)
    expect(isRealDate('2027-02-29')).toBe(false)
    expect(isRealDate('2026-13-01')).toBe(false)
    expect(isRealDate('2026-1-01')).toBe(false)
  })

  it('uses a closure before the weekly hours of its days', () => {
    expect(hoursOn(weekly, [christmasEve], '2026-12-24')).toEqual({ opens: '08:30', closes: '12:00' })
    expect(hoursOn(weekly, [thanksgiving], '2026-11-27')).toBeNull()
    expect(hoursOn(weekly, [], '2026-11-27')).toEqual({ opens: '08:30', closes: '17:30' })
    expect(hoursOn(weekly, [], '2026-11-29')).toBeNull()
  })

  it('lists closures of the next 30 days, not those already over or further out', () => {
    const lastMonth = { ...thanksgiving, from: '2026-10-12', to: '2026-10-12' }
    const nextWeek = { ...thanksgiving, from: '2026-12-02', to: '2026-12-02' }
    const endingToday = { ...thanksgiving, from: '2026-11-20', to: '2026-11-25' }
    const dayThirty = { ...thanksgiving, from: '2026-12-24', to: '2026-12-24' }
    const dayThirtyOne = { ...thanksgiving, from: '2026-12-25', to: '2026-12-25' }
    expect(upcoming([lastMonth, nextWeek, endingToday, dayThirty, dayThirtyOne], '2026-11-25')).toEqual([
      nextWeek,
      endingToday,
      dayThirty,
    ])
  })
})
