import type { WallClock } from './schedule'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The date and time of day an instant is in a time zone ("America/Los_Angeles"), daylight
 * saving included, from the browser's own time-zone data. The formatter is made on first use,
 * after hydration, never during the first render: building one loads locale data.
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  const parts: Record<string, string> = {}
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  }
}
