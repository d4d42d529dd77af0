import { layoutOf } from '#app/view/page-data.server'
import { getRegistry, prerenderPaths } from '#shared/content/registry.server'
import { joinPath, languages, type Language } from '#shared/languages'
import { builtHtml } from './built-page'

/** Every prerendered path with its page and language, read from the same registry as the build. */
export function sitePages() {
  const { byPath } = getRegistry()
  return prerenderPaths().map((path) => ({ path, ...byPath.get(path)! }))
}

/** Splits a list into `count` nearly equal parts, so long scans run as parallel tests. */
export function chunk<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter(
    (part) => part.length,
  )
}

export interface TemplatePage {
  path: string
  /** The page's template (`layouts` in app/content/families.ts), or the not-found page's. */
  layout: string
  language: Language
}

/**
 * The kinds of element a built page shows: each tag with its classes, in the body. Inside a
 * drawing only its text counts; its shapes carry no text for axe's colour rules to measure.
 */
export function elementKinds(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
  const kinds = new Set<string>()
  let inDrawing = 0
  for (const [, closing, tag, attributes, selfClosing] of body.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)\b([^>]*?)(\/?)>/g,
  )) {
    if (tag === 'svg' && !selfClosing) inDrawing += closing ? -1 : 1
    if (closing || (inDrawing > 0 && !['svg', 'text', 'tspan'].includes(tag!))) continue
    const classes = /\sclass="([^"]*)"/.exec(attributes!)?.[1]?.split(/\s+/).filter(Boolean).sort() ?? []
    kinds.add([tag, ...classes].join('.'))
  }
  return kinds
}

/**
 * Pages that between them show all that each template shows in each language, read from the
 * registry and the build: per template and language, the page with the most kinds of element
 * first, then, while the template's other pages hold a kind not yet seen (a warning box, a
 * drawing's caption, a table), the page that adds most. About fifty pages stand for all ~470,
 * so checks that need the rendered page in each theme (colour contrast) meet every kind of
 * element the site has; the not-found page is one more template, in each language.
 */
export function templatePages(): TemplatePage[] {
  const groups = new Map<string, { path: string; layout: string; language: Language; kinds: Set<string> }[]>()
  for (const { path, page, language } of sitePages()) {
    // An alias shows the same page as its canonical path.
    if (page.paths[language] !== path) continue
    const layout = layoutOf(page, language)
    const key = `${layout} ${language}`
    groups.set(key, [
      ...(groups.get(key) ?? []),
      { path, layout, language, kinds: elementKinds(builtHtml(path)) },
    ])
  }
  const chosen: TemplatePage[] = []
  for (const candidates of groups.values()) {
    const unseen = new Set(candidates.flatMap(({ kinds }) => [...kinds]))
    while (unseen.size > 0) {
      const adds = (kinds: Set<string>) => [...kinds].filter((kind) => unseen.has(kind)).length
      const best = candidates.reduce((a, b) => (adds(b.kinds) > adds(a.kinds) ? b : a))
      chosen.push({ path: best.path, layout: best.layout, language: best.language })
      for (const kind of best.kinds) unseen.delete(kind)
    }
  }
  for (const language of languages)
    chosen.push({ path: joinPath(language, 'no-such-page'), layout: 'not-found', language })
  return chosen
}
