import { createContext, useContext, type ReactNode } from 'react'
import type { AnnouncementView } from '#app/features/announcement/announcement'
import type { InterfaceStringsData } from '#app/features/i18n/i18n'
import type { ShellLinks } from '#app/features/navigation/navigation'
import type { Layout } from '#shared/content/families'
import type { Emergency } from '#shared/content/schema'
import type { ScheduleData } from '#shared/hours/schedule'
import type { Language } from '#shared/languages'
import type { PagePhone } from '#app/view/page-data'

/**
 * What the shell of every page knows, handed down as React context from the root route's
 * component: made at build time by the root loader (the site's part) and the page's route loader
 * (the page's part). Components below read these, never the router, so a page renders as a
 * function of its view models: the prerender, a unit test or the content editor's preview
 * alike, with or without a router around it.
 */

/** The root loader's data: the page's language and what the shell shows in it. */
export interface SiteData {
  language: Language
  /** The interface strings of the page's language. */
  strings: InterfaceStringsData
  links: ShellLinks
  schedule: ScheduleData
  announcement: AnnouncementView | null
}

/** What the shell reads of the page's own data (a layout's view model, or the not-found page's). */
export interface PageFacts {
  path?: string
  layout?: Layout
  phone?: PagePhone
  front?: object
  alternates?: Partial<Record<Language, string>>
  /** Where the language switch leads in a language the page is not in (PageData.closest). */
  closest?: Partial<Record<Language, string>>
}

const SiteContext = createContext<SiteData | null>(null)
const PageContext = createContext<PageFacts>({})

/** What a page is rendered from: the site's view model, the page's facts, and the page itself. */
export interface SitePageProps {
  site: SiteData
  page: PageFacts
  children: ReactNode
}

export function SiteProvider({ site, page, children }: SitePageProps) {
  return (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>{children}</PageContext.Provider>
    </SiteContext.Provider>
  )
}

export function useSite(): SiteData {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite needs a SiteProvider (app/root.tsx)')
  return site
}

/** The page's own facts: empty on the not-found page. */
export function usePageFacts(): PageFacts {
  return useContext(PageContext)
}

/** The emergency page's urgency, or undefined on any other page. */
export function pageUrgency(page: PageFacts): Emergency['urgency'] | undefined {
  return page.layout === 'emergency' ? (page.front as Emergency).urgency : undefined
}
