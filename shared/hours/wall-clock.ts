import type { WallClock } from './schedule'
import { offsetAt, offsetOf, zoneFormatter, type ZoneOffsets } from './zone-offsets'

declare global {
  /** The practice's zone over the years around the build, written into the browser bundle by vite.config.ts. */
  var __PRACTICE_ZONE_OFFSETS__: ZoneOffsets | undefined
}

const table: ZoneOffsets | undefined = globalThis.__PRACTICE_ZONE_OFFSETS__
const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The date and time of day an instant is in a time zone ("America/Los_Angeles"), daylight
 * saving included. In the browser, the practice's zone comes from the table its build wrote
 * (zone-offsets.ts): no Intl, whose first formatter is the costliest task of a page. Other
 * zones, instants past the table and the server ask the runtime's own time-zone data.
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const time = instant.getTime()
  let offset = table?.zone === timeZone ? offsetAt(table, time) : undefined
  if (offset === undefined) {
    let formatter = formatters.get(timeZone)
    if (!formatter) {
      formatter = zoneFormatter(timeZone)
      formatters.set(timeZone, formatter)
    }
    offset = offsetOf(formatter, time)
  }
  const wall = new Date(time + offset * 60_000)
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  }
}
