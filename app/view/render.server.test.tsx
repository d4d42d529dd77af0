import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RelatedPages } from '#app/components/related-pages'
import { createI18n } from '#app/features/i18n/i18n'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import { linkTo } from './page-data.server'
import { getRegistry } from '#shared/content/registry.server'
import { renderMarkdown, renderPage } from '#shared/content/render.server'

const registry = getRegistry()
const page = (id: string) => registry.byId.get(id)!
const html = (markdown: string, language: 'en' | 'es') => renderMarkdown(markdown, language, 'test.md').html

describe('links between pages', () => {
  it('lead a Spanish page to the Spanish version of a page that has one, without a note', () => {
    expect(html('Lea sobre el [glaucoma](page:conditions/glaucoma#symptoms).', 'es')).toBe(
      '<p>Lea sobre el <a href="/es/conditions/glaucoma#symptoms">glaucoma</a>.</p>\n',
    )
    expect(html('La [reticulación](page:keratoconus/corneal-cross-linking).', 'es')).toContain(
      '<a href="/es/queratocono/reticulacion-corneal">reticulación</a>',
    )
  })

  it('mark a link from a Spanish page to an English-only page with hreflang and "(en inglés)"', () => {
    expect(
      html('La [cirugía de catarata](page:laser-treatments/cataract-surgery#risks) es común.', 'es'),
    ).toBe(
      '<p>La <a href="/laser-treatments/cataract-surgery#risks" hreflang="en">cirugía de catarata ' +
        '<span data-link-language="en" class="whitespace-nowrap">(en inglés)</span></a> es común.</p>\n',
    )
    // The same link on an English page is in the page's language: no note.
    expect(html('[Cataract surgery](page:laser-treatments/cataract-surgery)', 'en')).toBe(
      '<p><a href="/laser-treatments/cataract-surgery">Cataract surgery</a></p>\n',
    )
    // Links that are not page links are left as they are.
    expect(html('[Medicare](https://www.medicare.gov)', 'es')).toBe(
      '<p><a href="https://www.medicare.gov">Medicare</a></p>\n',
    )
  })

  it('answer the LASIK price question on the LASIK page, with Making LASIK affordable "(en inglés)" in Spanish', () => {
    const lasik = page('conditions/lasik')
    expect(renderPage(lasik, 'en').html).toMatch(
      /<h3>How much does LASIK cost\?<\/h3>[\s\S]*<a href="\/laser-treatments\/affordable-lasik">/,
    )
    expect(renderPage(lasik, 'es').html).toMatch(
      /<h3>¿Cuánto cuesta el LASIK\?<\/h3>[\s\S]*<a href="\/laser-treatments\/affordable-lasik" hreflang="en">[^<]*<span data-link-language="en"[^>]*>\(en inglés\)<\/span><\/a>/,
    )
    expect(lasik.data.en!.related).toContain('laser-treatments/affordable-lasik')
  })

  it('give related cards the language of a page the reader’s language lacks, and show it', () => {
    expect(linkTo(page('laser-treatments/cataract-surgery'), 'es')).toMatchObject({
      href: '/laser-treatments/cataract-surgery',
      language: 'en',
    })
    expect(linkTo(page('conditions/glaucoma'), 'es')).not.toHaveProperty('language')
    expect(linkTo(page('conditions/glaucoma'), 'es').href).toBe('/es/conditions/glaucoma')

    const cards = renderToStaticMarkup(
      <MemoryRouter>
        <I18nextProvider i18n={createI18n('es', interfaceStringsFor('es'))}>
          <RelatedPages
            items={[
              linkTo(page('laser-treatments/cataract-surgery'), 'es'),
              linkTo(page('conditions/glaucoma'), 'es'),
            ]}
          />
        </I18nextProvider>
      </MemoryRouter>,
    )
    const [surgery, glaucoma] = [...cards.matchAll(/<a [\s\S]*?<\/a>/g)].map(([anchor]) => anchor)
    expect(surgery).toMatch(/href="\/laser-treatments\/cataract-surgery"/)
    expect(surgery).toMatch(/hrefLang="en"/i)
    expect(surgery).toContain('<span data-link-language="en" class="whitespace-nowrap">(en inglés)</span>')
    // The card's title is the English page's heading: marked as English for screen readers.
    expect(surgery).toContain(
      `<span lang="en">${page('laser-treatments/cataract-surgery').data.en!.heading}</span>`,
    )
    expect(glaucoma).not.toMatch(/hreflang|data-link-language|inglés|lang=/i)
  })
})
