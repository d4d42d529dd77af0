import { useSite } from '#app/features/site/context'
import type { Language } from '#shared/languages'

/**
 * Where the header, the phone menu and the footer lead, named by page id (the content file,
 * `pages/about`), never by URL: the root loader resolves each id to its path in the page's
 * language (links.server.ts), so section words and Spanish slugs live in the content and the
 * family table only.
 */

/** SPEC §2's fourteen navigation labels, in order, with the pages they lead to. */
export const navigation = [
  { key: 'nav.home', page: 'pages/home' },
  { key: 'nav.about', page: 'pages/about' },
  { key: 'nav.services', page: 'pages/services' },
  { key: 'nav.conditions', page: 'pages/conditions' },
  { key: 'nav.keratoconus', page: 'conditions/keratoconus' },
  { key: 'nav.dryEye', page: 'conditions/dry-eye' },
  { key: 'nav.headache', page: 'conditions/headache-eye-fatigue' },
  { key: 'nav.orthoK', page: 'conditions/ortho-k' },
  { key: 'nav.lasik', page: 'conditions/lasik' },
  { key: 'nav.cataract', page: 'conditions/cataract' },
  { key: 'nav.eyewear', page: 'pages/eyewear' },
  { key: 'nav.fashion', page: 'pages/fashion' },
  { key: 'nav.contact', page: 'pages/contact' },
  { key: 'nav.schedule', page: 'pages/contact', hash: 'appointment' },
] as const

/** The footer's "Explore" list. */
export const footerLinks = [
  { key: 'nav.services', page: 'pages/services' },
  { key: 'nav.conditions', page: 'pages/conditions' },
  { key: 'nav.emergency', page: 'pages/emergency' },
  { key: 'nav.eyewear', page: 'pages/eyewear' },
  { key: 'footer.offices', page: 'pages/locations' },
  { key: 'nav.insurance', page: 'pages/insurance' },
  { key: 'nav.contact', page: 'pages/contact' },
  { key: 'nav.news', page: 'pages/news' },
  { key: 'footer.forDoctors', page: 'pages/provider-relations' },
] as const

/** Pages the shell links to by role rather than from a list. */
export const shellRoles = {
  home: 'pages/home',
  emergency: 'pages/emergency',
  conditions: 'pages/conditions',
  search: 'pages/search',
  privacy: 'pages/privacy',
} as const

export type ShellPageId =
  | (typeof navigation)[number]['page']
  | (typeof footerLinks)[number]['page']
  | (typeof shellRoles)[keyof typeof shellRoles]

export const shellPageIds: ShellPageId[] = [
  ...new Set<ShellPageId>([
    ...navigation.map((item) => item.page),
    ...footerLinks.map((item) => item.page),
    ...Object.values(shellRoles),
  ]),
]

export interface ShellLink {
  href: string
  /** Set when the page is not in the language of the page showing the link (English-only pages). */
  language?: Language
}

export type ShellLinks = Record<ShellPageId, ShellLink>

/** The shell's links in the page's language, as the root loader resolved them. */
export function useShellLinks(): ShellLinks {
  return useSite().links
}
