import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/features/i18n/i18n'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import type { Language } from '#shared/languages'
import { PageDate, type PageDates } from './page-header'

function dateLine(dates: PageDates, language: Language): string {
  const i18n = createI18n(language, interfaceStringsFor(language))
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PageDate dates={dates} language={language} />
    </I18nextProvider>,
  )
}

describe('the date line under a page heading', () => {
  it('says "Updated" when no review is recorded', () => {
    const html = dateLine({ updated: '2026-11-01' }, 'en')
    expect(html).toContain('<time dateTime="2026-11-01">Updated November 1, 2026</time>')
    expect(html).not.toMatch(/review/i)
    expect(dateLine({ updated: '2026-11-01' }, 'es')).toContain('Actualizado el 1 de noviembre de 2026')
  })

  it('names the reviewer and the review day where a review is recorded', () => {
    const dates = { updated: '2026-11-01', reviewedBy: 'Ana Ruiz, OD', reviewedOn: '2026-11-20' }
    expect(dateLine(dates, 'en')).toContain(
      '<time dateTime="2026-11-20">Reviewed by Ana Ruiz, OD on November 20, 2026</time>',
    )
    expect(dateLine(dates, 'es')).toContain('Revisado por Ana Ruiz, OD el 20 de noviembre de 2026')
  })

  it('never shows half a review', () => {
    expect(dateLine({ updated: '2026-11-01', reviewedBy: 'Ana Ruiz, OD' }, 'en')).toContain(
      'Updated November 1, 2026',
    )
  })
})
