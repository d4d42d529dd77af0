import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Links,
  Meta,
  Outlet,
  NavigationType,
  Scripts,
  useLocation,
  useNavigation,
  useNavigationType,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import { Spinner } from '#app/components/spinner'
import { defaultLanguage, languageOfPath } from '#shared/languages'
import { scheduleAnalytics } from '#app/features/analytics/load'
import { track, trackClick } from '#app/features/analytics/track'
import { AppointmentProvider } from '#app/features/contact/appointment-dialog'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import { LanguageNotice } from '#app/features/i18n/language-notice'
import { LanguageProvider } from '#app/features/i18n/language-provider'
import { EmergencyBand } from '#app/features/shell/emergency-band'
import { useKeyboardShortcuts } from '#app/features/shell/keyboard-shortcuts'
import { scrollBehavior } from '#app/lib/scroll-behavior'
import { SiteFooter } from '#app/features/shell/site-footer'
import { shellLinks } from '#app/features/navigation/links.server'
import { SiteHeader } from '#app/features/shell/site-header'
import { themeScript } from '#shared/theme'
import { scheduleFor } from '#app/view/schedule.server'
import { announcementScript } from '#app/features/announcement/announcement'
import { AnnouncementBand } from '#app/features/announcement/announcement-band'
import { currentAnnouncement } from '#app/features/announcement/announcement.server'
import { LazyToaster } from '#app/features/toasts/lazy-toaster'
import type { Route } from './+types/root'
import './app.css'

/**
 * What every page receives from the root, made at build time: its language (the one place a page
 * learns it), the interface strings of that language (no strings in the code bundle), the
 * header's and footer's links in that language, the closures the office hours show and the
 * announcement current at build time.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  return {
    language,
    strings: interfaceStringsFor(language),
    links: shellLinks(language),
    schedule: scheduleFor(language),
    announcement: currentAnnouncement(language),
  }
}

/** The strings change only when a navigation crosses into the other language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const language = root?.language ?? defaultLanguage
  return (
    <html lang={language} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5a7a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {root?.announcement && (
          <script dangerouslySetInnerHTML={{ __html: announcementScript(root.announcement) }} />
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}

/** SPEC §2: every route change scrolls (smoothly, unless reduced motion) to the top, or to the #hash. */
function useScrollOnNavigate() {
  const location = useLocation()
  const type = useNavigationType()
  useEffect(() => {
    if (type === NavigationType.Pop) return
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView({ behavior: scrollBehavior() })
    else window.scrollTo({ top: 0, behavior: scrollBehavior() })
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [location.key]) // eslint-disable-line react-hooks/exhaustive-deps -- run once per navigation
}

/**
 * The call bar is in the prerendered page in full and works as links before any script; its code
 * (and the after-hours words it loads when idle) is a chunk of its own, hydrated when it lands,
 * like the contact form, so it adds nothing to the first load.
 */
const loadCallBar = () => import('#app/features/shell/call-bar')
const CallBar = lazy(() => loadCallBar().then((module) => ({ default: module.CallBar })))
if (typeof document !== 'undefined') void loadCallBar()

let lastViewed: string | null = null

/** One page_view per page shown; the analytics chunk, once idle-loaded, receives them all. */
function usePageViews() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Strict mode runs effects twice in development: count a page once.
    if (pathname === lastViewed) return
    lastViewed = pathname
    track('page_view', { href: pathname })
  }, [pathname])
}

function Shell() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  useKeyboardShortcuts()
  useScrollOnNavigate()
  usePageViews()
  useEffect(() => {
    // Marks the page interactive: browser tests wait for it before using the keyboard.
    document.documentElement.dataset.hydrated = 'true'
    document.addEventListener('click', trackClick)
    scheduleAnalytics()
    return () => document.removeEventListener('click', trackClick)
  }, [])
  const loading = navigation.state === 'loading'

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
      <div
        aria-hidden
        className={loading ? 'fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary' : 'hidden'}
        data-testid="navigation-progress"
      />
      {/* Site search (Pagefind) indexes only what is inside main; see scripts/seo/search-index.ts. */}
      <main id="main" tabIndex={-1} className="outline-none" aria-busy={loading} data-pagefind-body>
        {loading ? <Spinner label={t('site.loading')} className="min-h-[50vh]" /> : <Outlet />}
      </main>
      <SiteFooter />
      <Suspense>
        <CallBar />
      </Suspense>
      <LanguageNotice />
      <LazyToaster />
    </>
  )
}

export default function App() {
  return (
    <LanguageProvider>
      <AppointmentProvider>
        <Shell />
      </AppointmentProvider>
    </LanguageProvider>
  )
}

export function HydrateFallback() {
  return <Spinner label="Loading… / Cargando…" className="min-h-dvh" />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error)
  return (
    <LanguageProvider>
      <ErrorMessage />
    </LanguageProvider>
  )
}

function ErrorMessage() {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('error.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('error.text')}</p>
    </main>
  )
}
