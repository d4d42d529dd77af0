import { Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FaqList } from '#app/components/faq-list'
import { PageHeader } from '#app/components/page-header'
import { Prose } from '#app/components/prose'
import { RelatedPages } from '#app/components/related-pages'
import type { LayoutData } from '#app/view/page-data'
import { CallToAction } from '#app/features/contact/call-to-action'
import { formatDate } from '#shared/format'

function PageLink({ to, rel, label }: { to: string; rel: 'prev' | 'next'; label: string }) {
  return (
    <a href={to} rel={rel} className="font-medium text-primary underline underline-offset-4">
      {label}
    </a>
  )
}

/** /news and /es/noticias: the posts newest first, a page at a time, and the feed. */
export function NewsIndexPage({ page }: { page: LayoutData<'news-index'> }) {
  const { t } = useTranslation()
  const { posts, pagination, language } = page
  return (
    <>
      <PageHeader
        breadcrumbs={page.breadcrumbs}
        heading={page.front.heading}
        summary={page.front.summary}
        language={language}
      >
        <a
          href={page.feed}
          className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          type="application/rss+xml"
        >
          <Rss aria-hidden className="size-4" />
          {t('news.feed')}
        </a>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {posts.length === 0 ? (
          <p>{t('news.empty')}</p>
        ) : (
          <ol className="grid max-w-3xl gap-6" data-testid="news-list">
            {posts.map((post) => (
              <li key={post.href}>
                <article className="rounded-xl border border-border bg-card p-5">
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={post.date}>{formatDate(post.date, language)}</time> · {post.author}
                  </p>
                  <h2 className="mt-1 text-xl font-semibold tracking-tight">
                    <a href={post.href} className="underline-offset-4 hover:text-primary hover:underline">
                      {post.title}
                    </a>
                  </h2>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{post.summary}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
        {pagination.pages > 1 && (
          <nav
            aria-label={t('news.pages')}
            className="mt-8 flex max-w-3xl flex-wrap items-center gap-4 text-sm"
          >
            {pagination.newer && <PageLink to={pagination.newer} rel="prev" label={t('news.newer')} />}
            <span aria-current="page">
              {t('news.pageOf', { page: pagination.page, pages: pagination.pages })}
            </span>
            {pagination.older && <PageLink to={pagination.older} rel="next" label={t('news.older')} />}
          </nav>
        )}
        {page.html.trim() && <Prose html={page.html} className="mt-12 max-w-3xl" />}
        <FaqList items={page.faq} />
        <RelatedPages items={page.related} />
        <CallToAction />
      </div>
    </>
  )
}
