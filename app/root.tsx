import { useContext } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { defaultLanguage, languageOfPath } from '#shared/languages'
import {
  ISLAND_IMPORTS_ATTRIBUTE,
  ISLAND_LOADER_ATTRIBUTE,
  islandStartScript,
  prePaintScript,
  speculationRules,
  styleElementText,
} from '#shared/inline-code'
import { announcementAttributes } from '#app/features/announcement/announcement'
import { currentAnnouncement } from '#app/features/announcement/announcement.server'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import { shellLinks } from '#app/features/navigation/links.server'
import { PageShell } from '#app/features/shell/page-shell'
import type { PageFacts, SiteData } from '#app/features/site/context'
import { scheduleFor } from '#app/view/schedule.server'
import type { Route } from './+types/root'
import siteCss from './app.css?inline'

/**
 * The site's stylesheet, written into every page's <style> (allowed by the hash the build records
 * of this text, scripts/site-style.ts). Only the prerender renders it: the browser never runs the
 * root, since the pages carry no router, so the client build leaves the 90 KB string out.
 */
const pageStyle = import.meta.env.SSR ? styleElementText(siteCss) : ''

/**
 * What every page receives from the root, made at build time: its language (the one place a page
 * learns it), the interface strings of that language, the header's and footer's links in that
 * language, the closures the office hours show and the announcement current at build time. None
 * of it travels to the browser as data: the page's HTML and its islands' props carry what is used.
 */
export function loader({ request }: Route.LoaderArgs): SiteData {
  const language = languageOfPath(new URL(request.url).pathname)
  return {
    language,
    strings: interfaceStringsFor(language),
    links: shellLinks(language),
    schedule: scheduleFor(language),
    announcement: currentAnnouncement(language),
  }
}

/**
 * The document. No `<Scripts />`: the page is complete HTML, and the one script it requests, once
 * it has painted (`islandStartScript`), is the island loader (entry.client.ts), whose built file
 * React Router's own manifest names. React
 * Router's build insists on an SPA fallback page with its runtime when `ssr` is false; that page
 * alone gets `<Scripts />`, and the build removes it (scripts/postbuild/router-files.ts).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const framework = useContext(FrameworkContext)
  const entry = framework && !framework.isSpaMode ? framework.manifest.entry : undefined
  const islandLoader = entry && {
    [ISLAND_LOADER_ATTRIBUTE]: entry.module,
    [ISLAND_IMPORTS_ATTRIBUTE]: entry.imports.join(' '),
  }
  return (
    <html
      lang={root?.language ?? defaultLanguage}
      dir="ltr"
      {...announcementAttributes(root?.announcement ?? null)}
      {...islandLoader}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5a7a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />
        {/* The whole stylesheet, in the page: the first paint waits for no request. */}
        <style dangerouslySetInnerHTML={{ __html: pageStyle }} />
        <Meta />
        <Links />
        {/* The island loader, named on <html>, is requested once the page has painted. */}
        {islandLoader && <script dangerouslySetInnerHTML={{ __html: islandStartScript }} />}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        {framework?.isSpaMode && <Scripts />}
      </body>
    </html>
  )
}

/** The page: the shell around the route's template, from the root's and the page's view models. */
export default function App() {
  const site = useLoaderData<typeof loader>()
  const page = (useMatches().at(-1)?.loaderData ?? {}) as PageFacts
  return (
    <PageShell site={site} page={page}>
      <Outlet />
    </PageShell>
  )
}
