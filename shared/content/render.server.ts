import { Marked, Renderer, type Tokens } from 'marked'
import { practice } from '#shared/practice'
import { buildEnv } from '#shared/build-env'
import { geolocationHost } from '#shared/geolocation-url'
import type { Language } from '#shared/languages'
import { locales } from '#shared/locales'
import {
  ContentError,
  getRegistry,
  shownIn,
  versionOf,
  type PageEntry,
  type Registry,
} from './registry.server'
import { families } from './families'
import { closuresMarkdown } from './closures-markdown.server'
import { linkLanguageNoteHtml } from './link-language'
import { plainMarkdown } from './plain-markdown'
import { safeHref } from './safe-links'

/**
 * Markdown → HTML for one page in one language. Content files never spell the practice's
 * name or numbers: they write `{{phone}}`, `{{practiceName}}`..., replaced here from the config.
 * Links to other pages are written `page:<id>` and resolved to the page's path in the same
 * language; a page with no form in that language is linked in English, and the link says so
 * ("(en inglés)", `hreflang="en"`), as related cards do. Every other link and picture must be
 * a safe address (safe-links.ts), and raw HTML is refused: content never puts code in a page.
 * The registry is the site's (CONTENT_DIR) unless one is given: the content editor checks a
 * copy of the content folder with an edit applied.
 */

const phoneLink = (line: keyof typeof practice.phones) =>
  `[${practice.phones[line].display}](tel:${practice.phones[line].e164})`

/** Tokens take words after their name: `{{closures 2026-11-20 2027-01-05}}`. */
type Token = (args: string[], language: Language, file: string, registry: () => Registry) => string

const dateArg = /^\d{4}-\d{2}-\d{2}$/

export const tokens: Record<string, Token> = {
  practiceName: () => plainMarkdown(practice.name),
  phone: () => phoneLink('main'),
  phoneKeratoconus: () => phoneLink('keratoconus'),
  phoneDryEye: () => phoneLink('dryEye'),
  phoneOrthoK: () => phoneLink('orthoK'),
  fax: () => plainMarkdown(practice.phones.fax.display),
  email: () => `[${practice.email}](mailto:${practice.email})`,
  serviceArea: () => plainMarkdown(practice.serviceArea.join(', ')),
  officeCount: () => String(practice.offices.length),
  /**
   * Host of the IP-location service the server asks for the visit statistics (privacy page),
   * from GEOLOCATION_URL at build time, read as the server reads it.
   */
  geolocationService: () => geolocationHost(buildEnv().GEOLOCATION_URL) ?? '—',
  /** The closures and special hours between two dates, as a list (closures.json). */
  closures: ([from = '', to = ''], language, file, registry) => {
    if (!dateArg.test(from) || !dateArg.test(to) || to < from)
      throw new ContentError(
        file,
        'write {{closures FIRST-DAY LAST-DAY}}, e.g. {{closures 2026-11-20 2027-01-05}}',
        undefined,
        { code: 'token-closures' },
      )
    const list = closuresMarkdown(registry().closures, from, to, language)
    if (!list)
      throw new ContentError(file, `no closures between ${from} and ${to} in closures.json`, undefined, {
        code: 'token-closures-none',
        params: { from, to },
      })
    return `\n\n${list}\n\n`
  },
  /** Days messages are kept (privacy page), from MESSAGE_RETENTION_DAYS at build time, as the server reads it. */
  messageRetentionDays: () => String(buildEnv().MESSAGE_RETENTION_DAYS),
}

export function replaceTokens(
  markdown: string,
  file: string,
  language: Language = 'en',
  registry: () => Registry = getRegistry,
): string {
  return markdown.replace(/\{\{\s*(\w+)((?:\s+[\w-]+)*)\s*\}\}/g, (_, name: string, args: string) => {
    const token = tokens[name]
    if (!token)
      throw new ContentError(
        file,
        `unknown token {{${name}}}; known: ${Object.keys(tokens).join(', ')}`,
        undefined,
        {
          code: 'unknown-token',
          params: { token: name, known: Object.keys(tokens) },
        },
      )
    return token(args.trim() ? args.trim().split(/\s+/) : [], language, file, registry)
  })
}

/** Where a `page:<id>` link leads from a page in `language`, and the target's language when it differs. */
export function resolvePageLink(
  id: string,
  language: Language,
  file: string,
  registry: Registry = getRegistry(),
): { href: string; language?: Language } {
  const [pageId = '', hash] = id.split('#')
  const target = registry.byId.get(pageId)
  if (!target)
    throw new ContentError(file, `link to unknown page "page:${id}"`, undefined, {
      code: 'unknown-link',
      params: { page: pageId },
    })
  const shown = shownIn(target, language)
  const href = hash ? `${shown.path}#${hash}` : shown.path
  return { href, ...(shown.language !== language && { language: shown.language }) }
}

/** The visible note a link to a page in another language carries, in the page's language. */
export function linkLanguageMarker(target: Language, language: Language): string {
  return linkLanguageNoteHtml(target, escapeHtml(locales[language][`link.language.${target}`]))
}

/** A `page:` link after resolution: marked's link token plus the target's language, when it differs. */
type PageLinkToken = Tokens.Link & { targetLanguage?: Language }

export interface RenderedSection {
  id: string
  title: string
}

export interface RenderedBody {
  html: string
  sections: RenderedSection[]
}

const headingId = /\s*\{#([a-z0-9-]+)\}\s*$/

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Where a Markdown text comes from, for its errors, and the registry its links resolve in. */
export interface MarkdownSource {
  /** The front matter field, when the text is not the body: `faq.2.a`. */
  field?: string
  /** The content folder's registry by default. */
  registry?: Registry
}

export function renderMarkdown(
  markdown: string,
  language: Language,
  file: string,
  { field = 'body', registry }: MarkdownSource = {},
): RenderedBody {
  const sections: RenderedSection[] = []
  const lookup = () => registry ?? getRegistry()
  const fail = (reason: string, kind: ContentError['kind']) => new ContentError(file, reason, field, kind)
  // The heading a table sits under names the table's scrolling region.
  let lastHeading = ''
  const marked = new Marked({
    gfm: true,
    renderer: {
      // Every address was checked (safeHref) and is written escaped, so what the browser reads is it.
      link(token: PageLinkToken) {
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : ''
        const text = this.parser.parseInline(token.tokens)
        const target = token.targetLanguage
        if (!target) return `<a href="${escapeHtml(token.href)}"${title}>${text}</a>`
        return `<a href="${escapeHtml(token.href)}" hreflang="${target}"${title}>${text} ${linkLanguageMarker(target, language)}</a>`
      },
      image({ href, title, text }: Tokens.Image) {
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''}>`
      },
      heading({ tokens: inline, depth, text }: Tokens.Heading) {
        const match = text.match(headingId)
        const id = match?.[1]
        const content = this.parser.parseInline(inline).replace(headingId, '')
        if (depth === 2 && id) sections.push({ id, title: text.replace(headingId, '') })
        if (depth === 1)
          throw fail('use ## and ### headings; the template renders the page title', { code: 'heading-one' })
        lastHeading = content.replace(/<[^>]*>/g, '').trim()
        return `<h${depth}${id ? ` id="${escapeHtml(id)}"` : ''}>${content}</h${depth}>\n`
      },
      /**
       * A table wider than a phone scrolls inside its own box, never the page (WCAG 1.4.10): a
       * named region that takes focus, so keyboard users can scroll it too.
       */
      table(token: Tokens.Table): string {
        const label = locales[language]['page.table'].replace('{{title}}', lastHeading).replace(/:\s*$/, '')
        const table = Renderer.prototype.table.call(this, token) as string
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(label)}">${table}</div>\n`
      },
      html({ text }: Tokens.HTML | Tokens.Tag): string {
        throw fail(`raw HTML is not allowed in content: ${text.slice(0, 40)}`, {
          code: 'raw-html',
          params: { html: text.slice(0, 40) },
        })
      },
    },
  })
  const tokens = marked.lexer(replaceTokens(markdown, file, language, lookup))
  // Reference definitions are checked even when nothing uses them.
  for (const { href } of Object.values(tokens.links)) safeHref(href, file, field)
  void marked.walkTokens(tokens, (token) => {
    if (token.type !== 'link' && token.type !== 'image') return
    const link = token as PageLinkToken | Tokens.Image
    const href = safeHref(link.href, file, field)
    if (!href.toLowerCase().startsWith('page:')) {
      link.href = encodedUrl(href, fail)
      return
    }
    try {
      const resolved = resolvePageLink(href.slice('page:'.length), language, file, lookup())
      link.href = resolved.href
      if (resolved.language && link.type === 'link') link.targetLanguage = resolved.language
    } catch (error) {
      if (error instanceof ContentError) throw fail(error.reason, error.kind)
      throw error
    }
  })
  const html = marked.parser(tokens)
  return { html, sections }
}

/** An address with spaces and other characters URLs do not hold percent-encoded, as marked writes it. */
function encodedUrl(
  href: string,
  fail: (reason: string, kind: ContentError['kind']) => ContentError,
): string {
  try {
    return encodeURI(href).replace(/%25/g, '%')
  } catch {
    throw fail(`a link is not a valid address: ${JSON.stringify(href.slice(0, 60))}`, { code: 'unsafe-link' })
  }
}

export interface RenderedPage {
  html: string
  sections: RenderedSection[]
}

// Per page entry: a registry read again (tests, the editor after a save) renders its pages afresh.
const rendered = new WeakMap<PageEntry, Partial<Record<Language, RenderedPage>>>()

/** Renders a page's body once per build and checks its required sections. */
export function renderPage(page: PageEntry, language: Language, registry?: Registry): RenderedPage {
  const cachedPage = rendered.get(page)?.[language]
  if (cachedPage) return cachedPage
  const version = versionOf(page, language)
  if (!version) throw new Error(`${page.id} has no ${language} content`)
  const { file } = version
  const result = renderMarkdown(version.body, language, file, { registry })
  const missing = families[page.family].sections.filter(
    (id) => !result.sections.some((section) => section.id === id),
  )
  if (missing.length > 0) {
    throw new ContentError(
      file,
      `missing sections: ${missing.map((id) => `## … {#${id}}`).join(', ')}`,
      undefined,
      { code: 'sections-missing', params: { sections: missing } },
    )
  }
  rendered.set(page, { ...rendered.get(page), [language]: result })
  return result
}

/** Renders a short Markdown field (FAQ answers), with the same rules as a page's body. */
export function renderInline(
  markdown: string,
  language: Language,
  file: string,
  source: MarkdownSource & { field: string },
): string {
  return renderMarkdown(markdown, language, file, source).html
}
