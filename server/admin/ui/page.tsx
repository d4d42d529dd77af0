/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { practice } from '#shared/practice'
import { prePaintScript } from '#shared/inline-code'
import { buttonVariants } from '#shared/ui/button'
import { cn } from '#shared/ui/cn'
import { cspHash } from '../../csp'
import { navigationOf } from '../roles'
import { scriptPath, type ScriptName } from './assets'
import { Page, usePage, type PageContext } from './context'
import { htmlDocument } from '../../html-document'

/**
 * The site's pre-paint script, so staff see the admin area in the theme they chose on the site (or
 * their system's); allowed by its hash. Without JavaScript the pages are light. Every other
 * script is a file (assets.ts).
 */
export const adminPageHashes = { script: [cspHash(prePaintScript)], style: [] }

export interface PageOptions {
  /** Scripts the page loads, as files (assets.ts). */
  scripts?: readonly ScriptName[]
  /** Reloads the page every so many seconds where script is off (a build running). */
  refreshWithoutScript?: number
}

const current = (path: string, href: string) => path === href || path.startsWith(`${href}/`)

function Header({ path }: { path: string }) {
  const { i18n, viewer } = usePage()
  const { t } = i18n
  const accountHere = current(path, '/admin/account')
  return (
    <header class="border-b border-border bg-background print:hidden">
      <div class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <a href="/admin" class="font-bold">
          {t('frame.brand', { practice: practice.name })}
        </a>
        {viewer ? (
          <div class="flex flex-wrap items-center gap-3 text-sm">
            <a
              href="/admin/account"
              class={cn(
                'inline-flex min-h-11 items-center underline-offset-4 hover:underline',
                accountHere && 'font-semibold underline',
              )}
              aria-current={accountHere ? 'page' : undefined}
            >
              <span>
                {viewer.name} <span class="text-muted-foreground">({t(`role.${viewer.role}`)})</span>
              </span>
            </a>
            <SignOut />
          </div>
        ) : null}
      </div>
      {viewer ? (
        <nav aria-label={t('frame.navigation')} class="mx-auto max-w-6xl px-2 pb-1 text-sm">
          <ul class="flex flex-wrap gap-x-2">
            {navigationOf(viewer.role).map((area) => {
              const count = area.id === 'messages' ? viewer.newMessages : 0
              return (
                <li>
                  <a
                    class="inline-flex min-h-11 items-center gap-2 rounded-md px-2 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
                    href={area.home}
                    aria-current={current(path, area.home) ? 'page' : undefined}
                  >
                    {t(`nav.${area.id}`)}
                    {count > 0 ? (
                      <span
                        class="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                        data-testid="new-count"
                      >
                        {i18n.number(count)}
                        <span class="sr-only"> {t('frame.newMessages')}</span>
                      </span>
                    ) : null}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

/**
 * Without mail, for those who asked in their account: the new messages, announced above every
 * page's title until someone has opened them (outside the inbox, which lists them anyway).
 */
function NewMessages({ path }: { path: string }) {
  const { i18n, viewer } = usePage()
  if (!viewer?.waitingSince || viewer.newMessages === 0 || current(path, '/admin/messages')) return null
  return (
    <div
      role="status"
      class="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning bg-warning/15 p-3"
      data-testid="new-messages-banner"
    >
      <p>{i18n.plural('banner.text', viewer.newMessages, { since: i18n.dateTime(viewer.waitingSince) })}</p>
      <a href="/admin/messages" class={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {i18n.t('banner.open')}
      </a>
    </div>
  )
}

function SignOut() {
  const { i18n, csrf } = usePage()
  return (
    <form method="post" action="/admin/logout">
      <input type="hidden" name="_csrf" value={csrf} />
      <button type="submit" class="min-h-11 rounded-md border border-border px-3">
        {i18n.t('frame.signOut')}
      </button>
    </form>
  )
}

/**
 * An admin page: the document, the header with the person and the navigation their role opens,
 * and the page's title as its one h1. Escaped by construction (JSX), never indexed, and in the
 * person's language.
 */
export function AdminDocument({
  context,
  title,
  body,
  stylesheet,
  path,
  options = {},
}: {
  context: PageContext
  title: string
  body: Child
  stylesheet: string | null
  path: string
  options?: PageOptions
}) {
  const { t, language } = context.i18n
  return (
    <html lang={language} class="bg-background">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />
        <title>{t('frame.title', { page: title, practice: practice.name })}</title>
        {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
        {options.refreshWithoutScript ? (
          <noscript>
            <meta http-equiv="refresh" content={String(options.refreshWithoutScript)} />
          </noscript>
        ) : null}
        {(options.scripts ?? []).map((name) => (
          <script src={scriptPath(name)} defer />
        ))}
      </head>
      <body class="min-h-dvh bg-muted/40 text-foreground print:bg-white">
        <Page.Provider value={context}>
          <a
            href="#main"
            class="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-background focus:p-2"
          >
            {t('frame.skip')}
          </a>
          <Header path={path} />
          <main id="main" class="mx-auto max-w-6xl px-4 py-8">
            <NewMessages path={path} />
            <h1 class="text-2xl font-bold tracking-tight">{title}</h1>
            {body}
          </main>
        </Page.Provider>
      </body>
    </html>
  )
}

/** The page as a document (for modules without JSX of their own, such as index.ts). */
export const adminDocument = (props: Parameters<typeof AdminDocument>[0]) =>
  htmlDocument(<AdminDocument {...props} />)
