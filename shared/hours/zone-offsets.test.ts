import { describe, expect, it } from 'vitest'
import { offsetAt, offsetOf, zoneFormatter, zoneOffsets } from './zone-offsets'

const HOUR = 3_600_000

describe('a time zone as a table of offsets', () => {
  const pacific = zoneOffsets('America/Los_Angeles', 2025, 2033)

  it('holds the changes of daylight saving time, at the minute they happen', () => {
    // Two changes a year: eight years, sixteen changes, after the offset of the first instant.
    expect(pacific.changes).toHaveLength(17)
    expect(pacific.changes[0]).toEqual([Date.UTC(2025, 0, 1), -480])
    // 2026: Sunday March 8 at 2:00 PST (10:00 UTC), Sunday November 1 at 2:00 PDT (9:00 UTC).
    expect(pacific.changes).toContainEqual([Date.UTC(2026, 2, 8, 10), -420])
    expect(pacific.changes).toContainEqual([Date.UTC(2026, 10, 1, 9), -480])
  })

  it('gives the offset Intl gives: every minute around each change, every five hours between', () => {
    const formatter = zoneFormatter('America/Los_Angeles')
    const instants: number[] = []
    for (let instant = pacific.from; instant < pacific.to; instant += 5 * HOUR) instants.push(instant)
    for (const [start] of pacific.changes.slice(1))
      for (let minute = -180; minute <= 180; minute++) instants.push(start + minute * 60_000)
    const wrong = instants
      .filter((instant) => offsetAt(pacific, instant) !== offsetOf(formatter, instant))
      .map((instant) => new Date(instant).toISOString())
    expect(wrong).toEqual([])
  })

  it('says nothing outside its years, so the caller asks Intl', () => {
    expect(offsetAt(pacific, pacific.from - 1)).toBeUndefined()
    expect(offsetAt(pacific, pacific.to)).toBeUndefined()
    expect(offsetAt(pacific, pacific.to - 1)).toBe(-480)
  })

  it('keeps a zone without daylight saving, and one east of UTC, to one line', () => {
    expect(zoneOffsets('America/Phoenix', 2026, 2028).changes).toEqual([[Date.UTC(2026, 0, 1), -420]])
    expect(zoneOffsets('Asia/Kolkata', 2026, 2027).changes).toEqual([[Date.UTC(2026, 0, 1), 330]])
  })

  it('reads an instant between whole minutes as the minute it is in', () => {
    const formatter = zoneFormatter('Europe/London')
    expect(offsetOf(formatter, Date.UTC(2026, 6, 1, 12, 0, 59, 999))).toBe(60)
    expect(offsetOf(formatter, Date.UTC(2026, 0, 1, 12) + 0.5 * HOUR)).toBe(0)
  })
})
