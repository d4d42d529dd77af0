import type { Language } from '#shared/languages'
import { ANNOUNCEMENT_HIDDEN_CLASS, announcementDismissedKey } from '#shared/inline-code'

/**
 * The announcement band at the top of every page: what the page knows of it. A band the visitor
 * closed, or one whose last day has passed since the build, is hidden before the first paint by
 * the pre-paint script (shared/inline-code.ts), which reads its id and end from <html>.
 */

export interface AnnouncementView {
  id: string
  /** In the page's language. */
  text: string
  /** The first moment it is over (midnight after its last day, practice time), in ms since 1970. */
  endsAt: number
  /** The page it points to, named by its title (a link that says where it goes). */
  link: { href: string; title: string; language?: Language } | null
}

/** The class on <html> that hides the band (app.css), set before the first paint. */
export const HIDDEN_CLASS = ANNOUNCEMENT_HIDDEN_CLASS

/** Where a dismissal is remembered: one key per announcement, so a new one shows again. */
export const dismissedKey = announcementDismissedKey

/** The attributes of <html> the pre-paint script reads the current announcement from. */
export function announcementAttributes(announcement: AnnouncementView | null) {
  return announcement
    ? { 'data-announcement': announcement.id, 'data-announcement-ends': String(announcement.endsAt) }
    : {}
}
