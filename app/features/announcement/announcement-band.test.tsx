import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '#app/features/i18n/i18n'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import { SiteProvider, type SiteData } from '#app/features/site/context'
import type { AnnouncementView } from './announcement'
import { AnnouncementBand } from './announcement-band'

/** The band as a page renders it, with `text` as the announcement's (announcements.json). */
function band(text: string): string {
  const announcement: AnnouncementView = { id: 'notice', text, endsAt: 0, link: null }
  const site = { language: 'en', announcement } as SiteData
  return renderToString(
    <I18nextProvider i18n={createI18n('en', interfaceStringsFor('en'))}>
      <SiteProvider site={site} page={{}}>
        <AnnouncementBand />
      </SiteProvider>
    </I18nextProvider>,
  )
}

describe('the announcement band', () => {
  it('shows its text as typed: no Markdown or HTML in it becomes markup', () => {
    const text = '**Closed** [today](javascript:alert(1)) <img src=x onerror=alert(1)> _soon_ {{phone}}'
    const html = band(text)
    expect(html).not.toMatch(/<strong|<em|<img|href="javascript/)
    expect(html).toContain(
      '**Closed** [today](javascript:alert(1)) &lt;img src=x onerror=alert(1)&gt; _soon_ {{phone}}',
    )
  })
})
