import { describe, expect, it } from 'vitest'
import { allTestOffices, testOffices } from '#shared/test/office-hours'
import { replyTime, REPLY_BUSINESS_HOURS } from './reply-time'
import type { Closure } from './schedule'
import { wallClock } from './wall-clock'

/** What the practice's clock reads at a UTC instant (November: UTC-8). */
const at = (iso: string) => wallClock(new Date(iso), 'America/Los_Angeles')

const offices = testOffices
const allOffices = [...allTestOffices]
const thanksgiving: Closure = {
  offices: allOffices,
  from: '2026-11-26',
  to: '2026-11-27',
  reason: { en: 'Thanksgiving', es: 'Día de Acción de Gracias' },
}
const staffTraining: Closure = {
  offices: ['irvine'],
  from: '2026-11-24',
  to: '2026-11-24',
  reason: { en: 'Staff training', es: 'Capacitación del personal' },
}

describe('when the office will answer', () => {
  it('while an office is open for longer than an answer takes: open, until the last office closes', () => {
    // Monday 10:00: Santa Ana until 5:30 PM, Irvine until 6:00 PM.
    expect(replyTime(offices, [], at('2026-11-23T18:00:00Z'))).toEqual({ state: 'open', closes: '18:00' })
  })

  it(`less than ${REPLY_BUSINESS_HOURS} hours before the last office closes: closing, and the next opening`, () => {
    // Monday 16:30: Irvine closes at 6:00 PM; Santa Ana opens Tuesday at 8:30 AM.
    expect(replyTime(offices, [], at('2026-11-24T00:30:00Z'))).toEqual({
      state: 'closing',
      closes: '18:00',
      opens: { date: '2026-11-24', time: '08:30', inDays: 1 },
    })
  })

  it('on a night and a weekend: closed until the next opening, with no holiday named', () => {
    // Saturday 20:00: next opening Monday 8:30 AM.
    expect(replyTime(offices, [thanksgiving], at('2026-11-22T04:00:00Z'))).toEqual({
      state: 'closed',
      opens: { date: '2026-11-23', time: '08:30', inDays: 2 },
      closure: null,
    })
    // Monday 7:00: it opens today.
    expect(replyTime(offices, [], at('2026-11-23T15:00:00Z'))).toMatchObject({
      state: 'closed',
      opens: { date: '2026-11-23', time: '08:30', inDays: 0 },
    })
  })

  it('on a holiday that closes every office: closed until Saturday, and why', () => {
    // Thanksgiving Thursday, 10:00, and the evening before.
    for (const instant of ['2026-11-26T18:00:00Z', '2026-11-26T04:00:00Z']) {
      expect(replyTime(offices, [thanksgiving], at(instant)), instant).toEqual({
        state: 'closed',
        opens: { date: '2026-11-28', time: '09:00', inDays: instant.startsWith('2026-11-26T18') ? 2 : 3 },
        closure: thanksgiving.reason,
      })
    }
  })

  it('ignores a closure of one office while another is open', () => {
    // Tuesday 10:00, Irvine closed for training: Santa Ana and Newport Beach answer.
    expect(replyTime(offices, [staffTraining], at('2026-11-24T18:00:00Z'))).toEqual({
      state: 'open',
      closes: '17:30',
    })
    // Tuesday 20:00: closed for the night, not "for staff training".
    expect(replyTime(offices, [staffTraining], at('2026-11-25T04:00:00Z'))).toMatchObject({ closure: null })
  })
})
