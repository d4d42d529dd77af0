/**
 * A time zone's offsets from UTC over some years, worked out with Intl where that is cheap (the
 * build, in Node), so that the browser tells the practice's wall clock by arithmetic. On a phone
 * the first `Intl.DateTimeFormat` a page builds costs 50–100 ms of main thread (ICU loads its
 * locale data), the longest task such a page would have; a table of a few changes costs nothing.
 */
export interface ZoneOffsets {
  zone: string
  /** The span the table covers, in ms since 1970: [from, to). */
  from: number
  to: number
  /** Each offset (minutes east of UTC, -480 for Pacific standard time) from the instant it starts, in order; the first starts at `from`. */
  changes: [start: number, offset: number][]
}

const MINUTE = 60_000
/** Sampled every three hours: no zone changes its offset twice within that. */
const STEP = 3 * 60 * MINUTE

/** The offset `formatter` (a zone's wall clock, en-US, 24-hour) shows at `instant`, in minutes. */
export function offsetOf(formatter: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, string> = {}
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
  )
  return Math.round((wall - (instant - (((instant % MINUTE) + MINUTE) % MINUTE))) / MINUTE)
}

/** The formatter `offsetOf` reads: the zone's date and time of day, to the minute. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
}

/** The table of `zone` from January 1 of `fromYear` (UTC) to January 1 of `toYear`. */
export function zoneOffsets(zone: string, fromYear: number, toYear: number): ZoneOffsets {
  const formatter = zoneFormatter(zone)
  const from = Date.UTC(fromYear, 0, 1)
  const to = Date.UTC(toYear, 0, 1)
  let current = offsetOf(formatter, from)
  const changes: [number, number][] = [[from, current]]
  for (let before = from; before < to; before += STEP) {
    const after = Math.min(before + STEP, to)
    const offset = offsetOf(formatter, after)
    if (offset === current) continue
    // The first minute with the new offset, between two samples that differ.
    let low = before
    let high = after
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE
      if (offsetOf(formatter, middle) === offset) high = middle
      else low = middle
    }
    changes.push([high, offset])
    current = offset
  }
  return { zone, from, to, changes }
}

/** The offset at `instant` by the table, or undefined outside the span it covers. */
export function offsetAt(table: ZoneOffsets, instant: number): number | undefined {
  if (instant < table.from || instant >= table.to) return undefined
  let offset: number | undefined
  for (const [start, minutes] of table.changes) {
    if (start > instant) break
    offset = minutes
  }
  return offset
}
