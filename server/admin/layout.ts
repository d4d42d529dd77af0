import fs from 'node:fs'
import path from 'node:path'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { practice } from '#shared/practice'

/** The site's stylesheet, found in a prerendered page, so admin pages share the design. */
export function siteStylesheet(clientDir: string): string | null {
  const file = path.join(clientDir, '404', 'index.html')
  if (!fs.existsSync(file)) return null
  return (
    fs.readFileSync(file, 'utf8').match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1] ?? null
  )
}

type Content = HtmlEscapedString | Promise<HtmlEscapedString>

/** Server-rendered admin pages: escaped by construction (hono/html), never indexed, never cached. */
const sections = [
  { href: '/admin/tools', label: 'Statistics and tools' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/keratoconus-qr', label: 'QR code' },
]

export function adminPage({
  title,
  stylesheet,
  body,
  signedIn,
  path = '',
}: {
  title: string
  stylesheet: string | null
  body: Content
  signedIn: boolean
  path?: string
}) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} | ${practice.name} admin</title>
${stylesheet ? html`<link rel="stylesheet" href="${stylesheet}">` : ''}
</head>
<body class="min-h-dvh bg-muted/40 text-foreground print:bg-white">
<header class="border-b border-border bg-background print:hidden">
  <div class="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
    <a href="/admin/tools" class="font-bold">${practice.name} · Admin</a>
    ${
      signedIn
        ? html`<nav aria-label="Admin" class="flex flex-wrap items-center gap-4 text-sm">
          ${sections.map((section) => html`<a class="underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline" href="${section.href}" ${path === section.href || path.startsWith(`${section.href}/`) ? html`aria-current="page"` : ''}>${section.label}</a>`)}
          <form method="post" action="/admin/logout"><button class="rounded-md border border-border px-3 py-1.5">Sign out</button></form>
        </nav>`
        : ''
    }
  </div>
</header>
<main id="main" class="mx-auto max-w-5xl px-4 py-8">
<h1 class="text-2xl font-bold tracking-tight">${title}</h1>
${body}
</main>
</body>
</html>`
}
