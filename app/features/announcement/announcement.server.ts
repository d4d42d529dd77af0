import { getRegistry, shownIn } from '#shared/content/registry.server'
import { addDays } from '#shared/hours/schedule'
import { buildDate, startOfDay } from '#app/view/schedule.server'
import type { Announcement } from '#shared/content/data-schema'
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
  const { announcements } = getRegistry()
  const current = announcements.find((entry) => entry.start <= today && today <= entry.end)
  return current ? viewOf(current, language) : null
}

function viewOf(announcement: Announcement, language: Language): AnnouncementView {
  const page = announcement.link ? getRegistry().byId.get(announcement.link) : undefined
  // The page in the visitor's language, or in English where it has no version in theirs.
  const shown = page && shownIn(page, language)
  return {
    id: announcement.id,
    text: announcement.text[language],
    endsAt: startOfDay(addDays(announcement.end, 1)),
    link: shown
      ? {
          href: shown.path,
          title: shown.data.title,
          ...(shown.language !== language && { language: shown.language }),
        }
      : null,
  }
}
