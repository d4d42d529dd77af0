import { getRegistry, shownIn } from '#app/content/registry.server'
import { addDays } from '#shared/hours/schedule'
import { buildDate, startOfDay } from '#app/content/schedule.server'
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
  // The page in the visitor's language, or in English where it has no version in theirs.
  const shown = page && shownIn(page, language)
  return {
    id: current.id,
    text: current.text[language],
    endsAt: startOfDay(addDays(current.end, 1)),
    link: shown
      ? {
          href: shown.path,
          title: shown.data.title,
          ...(shown.language !== language && { language: shown.language }),
        }
      : null,
  }
}
