import { getRegistry } from '#app/content/registry.server'
import { addDays } from '#app/features/hours/schedule'
import { buildDate } from '#app/features/hours/schedule.server'
import { wallClock } from '#app/features/hours/wall-clock'
import type { Language } from '#shared/languages'
import { practice } from '#shared/practice'
import type { AnnouncementView } from './announcement'

/** The instant a practice date begins (midnight in the practice's zone), daylight saving included. */
export function startOfDay(date: string, timeZone: string = practice.timeZone): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  // The zone is at most 14 hours either side of UTC: step to the instant whose wall clock is 00:00.
  let instant = utcMidnight
  for (let step = 0; step < 3; step++) {
    const clock = wallClock(new Date(instant), timeZone)
    const dayShift = clock.date === date ? 0 : clock.date < date ? 1 : -1
    instant -= (clock.minutes - dayShift * 24 * 60) * 60_000
  }
  return instant
}

/**
 * The announcement current on the build's date, in `language`, or null. One shows at a time (the
 * content check refuses overlaps); it is in the prerendered pages only while current at build.
 */
export function currentAnnouncement(
  language: Language,
  today: string = buildDate(),
): AnnouncementView | null {
  const { announcements, byId } = getRegistry()
  const current = announcements.find((entry) => entry.start <= today && today <= entry.end)
  if (!current) return null
  const page = current.link ? byId.get(current.link) : undefined
  const shown: Language | undefined = page ? (page.paths[language] ? language : 'en') : undefined
  return {
    id: current.id,
    text: current.text[language],
    endsAt: startOfDay(addDays(current.end, 1)),
    link: page && shown ? { href: page.paths[shown]!, ...(shown !== language && { language: shown }) } : null,
  }
}
