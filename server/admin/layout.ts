import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { prePaintScript } from '#shared/inline-code'
import { cspHash } from '../csp'
import { practice } from '#shared/practice'
import { may, roleLabels, type AreaId, type Role } from './roles'

/**
 * The site's pre-paint script, so staff see the admin area in the theme they chose on the site (or
 * their system's); allowed by its hash (`adminPageHashes`). Without JavaScript the pages are light.
 */
export const adminPageHashes = { script: [cspHash(prePaintScript)], style: [] }

type Content = HtmlEscapedString | Promise<HtmlEscapedString>

/** The sections of the admin area; each person sees the ones their role opens (roles.ts). */
const sections: { href: string; label: string; area: AreaId }[] = [
  { href: '/admin/messages', label: 'Messages', area: 'messages' },
  { href: '/admin/tools', label: 'Statistics', area: 'statistics' },
  { href: '/admin/keratoconus-qr', label: 'QR code', area: 'qr' },
  { href: '/admin/content/history', label: 'Content', area: 'content' },
  { href: '/admin/users', label: 'People', area: 'users' },
  { href: '/admin/audit', label: 'Audit trail', area: 'audit' },
  { href: '/admin/backups', label: 'Backups', area: 'backups' },
]

/** Where a person lands after sign-in: the first section their role opens. */
export const homeOf = (role: Role) =>
  sections.find((section) => may(role, section.area))?.href ?? '/admin/account'

export interface Viewer {
  name: string
  role: Role
  csrf: string
  /** Messages with the status New, shown beside Messages for those who answer them. */
  newMessages: number
}

const current = (path: string, href: string) => path === href || path.startsWith(`${href}/`)

/** Server-rendered admin pages: escaped by construction (hono/html), never indexed, never cached. */
export function adminPage({
  title,
  stylesheet,
  body,
  viewer,
  path = '',
}: {
  title: string
  stylesheet: string | null
  body: Content
  viewer: Viewer | null
  path?: string
}) {
  const navLink = (section: (typeof sections)[number]) => {
    const count = section.area === 'messages' && viewer ? viewer.newMessages : 0
    return html`<li><a class="inline-flex min-h-11 items-center gap-2 rounded-md px-2 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline" href="${section.href}" ${current(path, section.href) ? html`aria-current="page"` : ''}>${section.label}${
      count > 0
        ? html`<span class="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground" data-testid="new-count">${count}<span class="sr-only"> new</span></span>`
        : ''
    }</a></li>`
  }
  return html`<!doctype html>
<html lang="en" class="bg-background">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<script>${raw(prePaintScript)}</script>
<title>${title} | ${practice.name} admin</title>
${stylesheet ? html`<link rel="stylesheet" href="${stylesheet}">` : ''}
</head>
<body class="min-h-dvh bg-muted/40 text-foreground print:bg-white">
<a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-background focus:p-2">Skip to content</a>
<header class="border-b border-border bg-background print:hidden">
  <div class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
    <a href="/admin" class="font-bold">${practice.name} · Admin</a>
    ${
      viewer
        ? html`<div class="flex flex-wrap items-center gap-3 text-sm">
            <a href="/admin/account" class="inline-flex min-h-11 items-center underline-offset-4 hover:underline ${current(path, '/admin/account') ? 'font-semibold underline' : ''}" ${current(path, '/admin/account') ? html`aria-current="page"` : ''}><span>${viewer.name} <span class="text-muted-foreground">(${roleLabels[viewer.role]})</span></span></a>
            <form method="post" action="/admin/logout"><input type="hidden" name="_csrf" value="${viewer.csrf}"><button class="min-h-11 rounded-md border border-border px-3">Sign out</button></form>
          </div>`
        : ''
    }
  </div>
  ${
    viewer
      ? html`<nav aria-label="Admin" class="mx-auto max-w-6xl px-2 pb-1 text-sm"><ul class="flex flex-wrap gap-x-2">${sections
          .filter((section) => may(viewer.role, section.area))
          .map(navLink)}</ul></nav>`
      : ''
  }
</header>
<main id="main" class="mx-auto max-w-6xl px-4 py-8">
<h1 class="text-2xl font-bold tracking-tight">${title}</h1>
${body}
</main>
</body>
</html>`
}
