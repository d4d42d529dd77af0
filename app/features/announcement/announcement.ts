import type { Language } from '#shared/languages'

/**
 * The announcement band at the top of every page: what the page knows of it, and the inline
 * script that keeps a dismissed or expired band from ever being painted. No zod, no Intl: this
 * runs in the browser.
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
export const HIDDEN_CLASS = 'announcement-hidden'

/** Where a dismissal is remembered: one key per announcement, so a new one shows again. */
export const dismissedKey = (id: string) => `announcement-dismissed:${id}`

/**
 * Runs in <head> before the body is parsed: a band the visitor closed, or one whose last day has
 * passed since the build, is hidden by a class on <html> before it is laid out, so it never
 * shows and then goes (no layout shift). The server allows it by its hash (server/csp.ts).
 */
export function announcementScript(announcement: AnnouncementView): string {
  const key = JSON.stringify(dismissedKey(announcement.id))
  return `(function(){try{if(localStorage.getItem(${key})||Date.now()>=${announcement.endsAt})document.documentElement.classList.add('${HIDDEN_CLASS}')}catch(_){}})()`
}
