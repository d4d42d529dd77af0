import { getRegistry } from '#app/content/registry.server'
import { addDays } from '#app/features/hours/schedule'
import { buildDate, startOfDay } from '#app/features/hours/schedule.server'
import type { Language } from '#shared/languages'
import type { AnnouncementView } from './announcement'

export { startOfDay }

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
