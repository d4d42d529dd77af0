import { renderToStaticMarkup } from 'react-dom/server'
import { pagePictures } from '#app/features/pictures.server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '#app/components/page-header'
import { RelatedPages } from '#app/components/related-pages'
import { createI18n } from '#app/features/i18n/i18n'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import { LinkGrid } from '#app/templates/link-grid'
import { UrgentCallout } from '#app/templates/urgent-callout'
import { languages, type Language } from '#shared/languages'
import { crossLanguageLinkProblems } from '#shared/content/cross-language-links.server'
import type { LinkItem } from './page-data'
import { layoutOf, loadPageBody } from './page-data.server'
import { getRegistry } from '#shared/content/registry.server'

const i18n = Object.fromEntries(languages.map((l) => [l, createI18n(l, interfaceStringsFor(l))]))

/** Everything a page shows that links to other pages: body, FAQ, and its link lists as the templates draw them. */
function linksOf(id: string, language: Language): string {
  const page = getRegistry().byId.get(id)!
  const body = loadPageBody(page.paths[language]!, layoutOf(page, language), pagePictures) as ReturnType<
    typeof loadPageBody
  > & { items?: LinkItem[]; locations?: LinkItem[]; emergencyLink?: LinkItem | null }
  const lists = renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={i18n[language]!}>
        <Breadcrumbs items={body.breadcrumbs} />
        <UrgentCallout link={body.emergencyLink ?? null} />
        <LinkGrid items={[...body.cards, ...(body.items ?? []), ...(body.locations ?? [])]} />
        <RelatedPages items={body.related} />
      </I18nextProvider>
    </MemoryRouter>,
  )
  return [body.html, ...body.faq.map((item) => item.answerHtml), lists].join('\n')
}

const note = '<span data-link-language="en" class="whitespace-nowrap">(en inglés)</span>'

describe('links that leave the page’s language', () => {
  it('are caught when unmarked, marked twice, or sent to the wrong version of a page', () => {
    const check = (html: string) => crossLanguageLinkProblems(html, 'es')
    expect(check(`<a href="/laser-treatments/cataract-surgery" hreflang="en">Cirugía ${note}</a>`)).toEqual(
      [],
    )
    expect(check('<a href="/laser-treatments/cataract-surgery">Cirugía de catarata</a>')).toEqual([
      expect.stringMatching(/without hreflang="en"/),
      expect.stringMatching(/without "\(en inglés\)"/),
    ])
    expect(check(`<a href="/laser-treatments/cataract-surgery">Cirugía ${note}</a>`)).toEqual([
      expect.stringMatching(/without hreflang="en"/),
    ])
    expect(check(`<a href="/provider-relations" hreflang="en">Médicos ${note}</a> (en inglés).`)).toEqual([
      expect.stringMatching(/twice/),
    ])
    expect(check('<p>Vea <a href="/conditions/glaucoma">glaucoma</a>.</p>')).toEqual([
      expect.stringMatching(/link \/es\/conditions\/glaucoma instead/),
    ])
    expect(check('<a href="/es/conditions/glaucoma" hreflang="es">glaucoma</a>')).toEqual([
      expect.stringMatching(/says otherwise/),
    ])
    // Adjacent links are each read.
    expect(
      check(
        '<a href="/laser-treatments/prk-surgery">PRK</a> <a href="/laser-treatments/smile-lasik">SMILE</a>',
      ),
    ).toHaveLength(4)
  })

  it('say so on every page: no Spanish page links to an English-only page without "(en inglés)"', () => {
    const problems: string[] = []
    let marked = 0
    for (const page of getRegistry().pages) {
      for (const language of languages) {
        if (!page.paths[language]) continue
        const html = linksOf(page.id, language)
        marked += html.split(note).length - 1
        problems.push(...crossLanguageLinkProblems(html, language).map((p) => `${language}/${page.id}: ${p}`))
      }
    }
    expect(problems).toEqual([])
    // The Spanish pages hold some 140 links to English-only pages (related cards and body links).
    expect(marked).toBeGreaterThan(100)
  }, 60_000)
})
