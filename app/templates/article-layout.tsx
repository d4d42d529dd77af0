import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CallToAction } from '#app/features/contact/call-to-action'
import { FaqList } from '#app/components/faq-list'
import { PageHeader } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import { RelatedPages } from '#app/components/related-pages'
import type { PageData } from '#app/view/page-data'
import { Figure } from '#app/features/diagrams/figure'
import { Picture } from '#app/features/photos/picture'

/**
 * The frame of every long-form page: header, an "on this page" list on wide screens, the body,
 * FAQ, related pages and the call to action. Page types add their own parts through slots.
 */
export function ArticleLayout({
  page,
  eyebrow,
  beforeBody,
  afterBody,
  aside,
  figure,
  byline,
}: {
  page: PageData
  eyebrow?: ReactNode
  /** Under the heading instead of the "Updated" date: a news post's date and author. */
  byline?: ReactNode
  beforeBody?: ReactNode
  afterBody?: ReactNode
  aside?: ReactNode
  /** The drawing beside the summary: the page's diagram unless a template gives another (the map). */
  figure?: ReactNode
}) {
  const { t } = useTranslation()
  const { front } = page
  // A photo, when the page names one, takes the place beside the summary (it can be the largest
  // thing on the first screen, so it loads first); the drawing then opens the body.
  const drawing = figure ?? (page.diagram && <Figure figure={page.diagram} />)
  const photo = page.photo && <Picture photo={page.photo} priority />
  return (
    <article>
      <PageHeader
        breadcrumbs={page.breadcrumbs}
        heading={front.heading}
        summary={front.summary}
        dates={byline ? undefined : front}
        language={page.language}
        eyebrow={eyebrow}
        figure={photo || drawing}
      >
        {byline}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {photo && drawing && <div className="mb-8 max-w-md">{drawing}</div>}
          {beforeBody}
          <Prose html={page.html} className="max-w-3xl" />
          {afterBody}
          <FaqList items={page.faq} />
          <RelatedPages items={page.related} />
          <CallToAction />
        </div>
        <aside className="hidden lg:block" data-pagefind-ignore>
          <div className="sticky top-6 space-y-6">
            {page.sections.length > 1 && (
              <nav aria-labelledby="toc-title" className="rounded-lg border border-border p-4 text-sm">
                <h2 id="toc-title" className="font-semibold">
                  {t('page.onThisPage')}
                </h2>
                <ul className="mt-3 grid gap-2">
                  {page.sections.map((section) => (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                      >
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {aside}
          </div>
        </aside>
      </div>
    </article>
  )
}
