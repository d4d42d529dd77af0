import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AnnouncementBand } from '#app/features/announcement/announcement-band'
import { APPOINTMENT_LINKS, appointmentIsland } from '#app/features/contact/appointment-island'
import { usePagePhone } from '#app/features/contact/page-phone'
import { replyClosures } from '#app/features/contact/reply-line'
import { withFrom } from '#app/features/i18n/came-from'
import { LanguageNotice } from '#app/features/i18n/language-notice'
import { LanguageProvider } from '#app/features/i18n/language-provider'
import { Island } from '#app/features/islands/island'
import { SiteProvider, useSite, type PageFacts, type SitePageProps } from '#app/features/site/context'
import { toasterIsland } from '#app/features/toasts/toaster-island'
import { languages, type Language } from '#shared/languages'
import { CallBar } from './call-bar'
import { EmergencyBand } from './emergency-band'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * Where the page is in each other language: its counterpart, or null where it has none (an
 * English-only page; the not-found page, whose path is any path).
 */
function counterpartsOf(page: PageFacts, language: Language): Partial<Record<Language, string | null>> {
  return Object.fromEntries(
    languages.filter((other) => other !== language).map((other) => [other, page.alternates?.[other] ?? null]),
  )
}

/**
 * The closest help in each language the page is not in, with the page in `?from=`, so the page
 * there can say why the reader came.
 */
function closestOf(page: PageFacts, language: Language): Partial<Record<Language, string | null>> {
  return Object.fromEntries(
    languages
      .filter((other) => other !== language)
      .map((other) => {
        const help = page.path && !page.alternates?.[other] ? page.closest?.[other] : undefined
        return [other, help && page.path ? withFrom(help, page.path) : null]
      }),
  )
}

/**
 * Every page's frame around its template: the skip link, the announcement and emergency bands,
 * the header, the page itself in <main>, the footer, the call bar, the language notice, and the
 * two islands that have nothing in the page until they are needed (the appointment dialog and
 * the toaster). A function of the site's and the page's view models alone (no router), so one page
 * can be rendered anywhere: the prerender (app/root.tsx), a test, the content editor's preview.
 */
export function PageShell({ site, page, children }: SitePageProps) {
  return (
    <SiteProvider site={site} page={page}>
      <LanguageProvider
        language={site.language}
        strings={site.strings}
        counterparts={counterpartsOf(page, site.language)}
        closest={closestOf(page, site.language)}
      >
        <Frame>{children}</Frame>
      </LanguageProvider>
    </SiteProvider>
  )
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { schedule } = useSite()
  const phone = usePagePhone()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('site.skipToContent')}
      </a>
      <AnnouncementBand />
      <EmergencyBand />
      <SiteHeader />
      {/* Shown from a click on a link to another page of the site until that page replaces this one. */}
      <div aria-hidden hidden className="navigation-progress" data-testid="navigation-progress" />
      {/* Site search (Pagefind) indexes only what is inside main; see scripts/seo/search-index.ts. */}
      <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body>
        {children}
      </main>
      <SiteFooter />
      <CallBar />
      <LanguageNotice />
      <Island
        island={appointmentIsland}
        props={{
          phone,
          closures: replyClosures(schedule.closures),
        }}
        when="interaction"
        wakeOn={APPOINTMENT_LINKS}
      />
      <Island island={toasterIsland} props={{}} when="manual" />
    </>
  )
}
