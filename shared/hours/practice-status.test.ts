import { describe, expect, it } from 'vitest'
import type { Closure, WallClock } from './schedule'
import { testOffices } from '#shared/test/office-hours'
import { officeToCall, practiceStatus } from './practice-status'

const offices = testOffices

const all = ['santa-ana', 'irvine', 'newport-beach'] as const
const closure = (from: string, to = from, office: readonly (typeof all)[number][] = all): Closure => ({
  offices: [...office],
  from,
  to,
  reason: { en: 'Holiday', es: 'Día festivo' },
})

/** 2030-01-07 is a Monday. */
const at = (date: string, time: string): WallClock => ({
  date,
  minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
})

describe('the practice as a whole', () => {
  it('is open while any office is, listing the open ones in the practice order', () => {
    expect(practiceStatus(offices, [], at('2030-01-08', '10:00'))).toEqual({
      state: 'open',
      open: ['santa-ana', 'irvine', 'newport-beach'],
    })
    // Monday 17:45: the main office has closed, Irvine is open until 18:00.
    expect(practiceStatus(offices, [], at('2030-01-07', '17:45'))).toEqual({
      state: 'open',
      open: ['irvine'],
    })
  })

  it('is closed at night, with the earliest opening across the offices', () => {
    // Monday 18:00: Santa Ana opens first on Tuesday, at 8:30.
    expect(practiceStatus(offices, [], at('2030-01-07', '18:00'))).toEqual({
      state: 'closed',
      next: { office: 'santa-ana', date: '2030-01-08', time: '08:30', inDays: 1 },
    })
    // Saturday 14:00, after the last office closes: nothing on Sunday, Monday 8:30.
    expect(practiceStatus(offices, [], at('2030-01-12', '14:00'))).toEqual({
      state: 'closed',
      next: { office: 'santa-ana', date: '2030-01-14', time: '08:30', inDays: 2 },
    })
  })

  it('counts an office that opens later today, and lets the earlier office in the list win a tie', () => {
    expect(practiceStatus(offices, [], at('2030-01-07', '07:00'))).toMatchObject({
      next: { office: 'santa-ana', time: '08:30', inDays: 0 },
    })
    // With the main office closed that day, Irvine and Newport Beach both open at 9:00 on Tuesday.
    const status = practiceStatus(
      offices,
      [closure('2030-01-08', '2030-01-08', ['santa-ana'])],
      at('2030-01-07', '19:00'),
    )
    expect(status).toMatchObject({
      state: 'closed',
      next: { office: 'irvine', date: '2030-01-08', time: '09:00' },
    })
  })

  it('is closed on a holiday of every office, and opens after it', () => {
    const newYear = closure('2027-01-01')
    // Friday, January 1, 2027, at 10:00: every office would be open but for the holiday.
    expect(practiceStatus(offices, [newYear], at('2027-01-01', '10:00'))).toEqual({
      state: 'closed',
      next: { office: 'santa-ana', date: '2027-01-02', time: '09:00', inDays: 1 },
    })
    // A closure of one office leaves the practice open.
    const irvineOnly = closure('2027-01-01', '2027-01-01', ['irvine'])
    expect(practiceStatus(offices, [irvineOnly], at('2027-01-01', '10:00'))).toEqual({
      state: 'open',
      open: ['santa-ana', 'newport-beach'],
    })
  })

  it('keeps special hours: open in the morning of a short day, closed after', () => {
    const shortDay: Closure = { ...closure('2026-12-31'), hours: { opens: '09:00', closes: '13:00' } }
    expect(practiceStatus(offices, [shortDay], at('2026-12-31', '12:59')).state).toBe('open')
    expect(practiceStatus(offices, [shortDay], at('2026-12-31', '13:00'))).toMatchObject({ state: 'closed' })
  })

  it('has no next opening when every office is closed for more than two weeks', () => {
    expect(practiceStatus(offices, [closure('2030-01-01', '2030-02-28')], at('2030-01-07', '10:00'))).toEqual(
      {
        state: 'closed',
        next: null,
      },
    )
  })
})

describe('the office to call', () => {
  it('is the page’s own office while it is open, else the first open one, else none', () => {
    const evening = practiceStatus(offices, [], at('2030-01-07', '17:45'))
    expect(officeToCall(practiceStatus(offices, [], at('2030-01-07', '10:00')), 'santa-ana')).toBe(
      'santa-ana',
    )
    expect(officeToCall(evening, 'santa-ana')).toBe('irvine')
    expect(officeToCall(practiceStatus(offices, [], at('2030-01-07', '22:00')), 'santa-ana')).toBeNull()
  })
})
