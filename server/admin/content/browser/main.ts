import { decap, plain, type Immutable, type PreviewProps } from './decap'
import { nameEntries } from './entry-names'
import { nameLanguages } from './language-names'
import { merged } from './merged'
import { sayNewEntries } from './new-entry'
import { previewText } from './preview-text'
import { describeDecapProblems } from './problems'
import { loadSetup, say, setup } from './setup'
import { installStyle } from './style'
import { installTransport } from './transport'
import { installWidgets } from './widgets'

/**
 * The editor page's script. It runs in the page's head, before Decap's bundle: it stops Decap's
 * automatic start, puts every request to the editor's API through the transport (CSRF token, file
 * versions, sign-in in place, refusals beside their fields), and once Decap has loaded, starts it
 * with the configuration the server generated, in the staff member's language, with a preview per
 * page layout in the site's own stylesheet.
 */

window.CMS_MANUAL_INIT = true
// The server has already signed the person in: Decap's own sign-in step is skipped.
const who = document.querySelector('meta[name="editor-user"]')?.getAttribute('content') ?? ''
localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy', name: who }))
installTransport()

const text = (value: unknown) => (value === null || value === undefined ? '' : String(plain(value)))

/**
 * The preview of a page in the site's stylesheet, in the language the staff member works in (the
 * Spanish half of a two-language page when they work in Spanish and it has one): its heading,
 * summary, text and questions, the text rendered by Decap's own Markdown preview from what the
 * visitor reads (preview-text.ts: no `{#id}` anchors, links to pages under their titles).
 */
function preview(layout: string) {
  return ({ entry, getAsset }: PreviewProps) => {
    const { h, CMS } = decap()
    const { language, pages } = setup()
    const translated = entry.getIn(['i18n', language, 'data']) as Immutable | undefined
    const data = language !== 'en' && translated ? translated : (entry.get('data') as Immutable | undefined)
    const get = (name: string) => data?.get(name)
    const faq = get('faq') as Immutable | undefined
    const questions = (plain(faq) as { q?: string; a?: string }[] | undefined) ?? []
    const markdown = CMS.getWidget('markdown')?.preview
    const body = previewText(text(get('body')), pages)
    return h(
      'main',
      { className: 'mx-auto max-w-3xl p-6', 'data-layout': layout, lang: language },
      h('p', { className: 'text-sm text-muted-foreground' }, say('previewTitle')),
      h(
        'h1',
        { className: 'text-3xl font-bold tracking-tight' },
        text(get('heading') ?? get('title') ?? get('name')),
      ),
      get('summary') ? h('p', { className: 'mt-4 text-lg' }, text(get('summary'))) : null,
      h(
        'div',
        { className: 'prose mt-6', 'data-testid': 'preview-body' },
        markdown
          ? h(markdown, { value: body, getAsset, resolveWidget: (name: string) => CMS.getWidget(name) })
          : body,
      ),
      questions.length > 0
        ? h(
            'section',
            { className: 'mt-8' },
            questions.map((item, index) =>
              h(
                'details',
                { key: index, className: 'mt-2' },
                h('summary', { className: 'font-semibold' }, text(item.q)),
                h('p', null, text(item.a)),
              ),
            ),
          )
        : null,
    )
  }
}

async function start() {
  const setup = await loadSetup()
  const { CMS } = decap()
  CMS.registerLocale(setup.language, merged(CMS.getLocale(setup.language) ?? {}, setup.phrases) as object)
  installWidgets()
  installStyle()
  if (setup.stylesheet) CMS.registerPreviewStyle(setup.stylesheet)
  for (const [collection, layout] of Object.entries(setup.previews))
    CMS.registerPreviewTemplate(collection, preview(layout))
  // "View Live" opens the entry's page on this site.
  CMS.init({ config: { ...setup.config, site_url: location.origin } })
  nameLanguages(setup.language, setup.config.i18n.locales)
  describeDecapProblems()
  sayNewEntries()
  nameEntries(setup.entryNames)
}

// Decap's bundle is the next script of the page: it has run once the document has loaded.
document.addEventListener('DOMContentLoaded', () => {
  start().catch((error: unknown) => {
    document.body.textContent = String(error)
  })
})
