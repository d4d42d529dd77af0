import { useTranslation } from 'react-i18next'
import type { LayoutData } from '#app/view/page-data'
import { formatDate } from '#shared/format'
import { ArticleLayout } from './article-layout'

/** A news post: the article frame with its date, its author (linked to their card) and its topics. */
export function NewsPostPage({ page }: { page: LayoutData<'news'> }) {
  const { t } = useTranslation()
  const { front, author, language } = page
  const byline = (
    <div className="mt-3 text-sm text-muted-foreground">
      <p>
        <time dateTime={front.date}>{t('news.published', { date: formatDate(front.date, language) })}</time>
      </p>
      <p className="mt-1">
        <a href={author.href} className="font-medium text-foreground underline underline-offset-4">
          {t('news.by', { author: author.name })}
        </a>
        , {author.role}
      </p>
      {front.tags.length > 0 && (
        <p className="mt-2">
          <span className="font-medium text-foreground">{t('news.topics')}:</span> {front.tags.join(', ')}
        </p>
      )}
    </div>
  )
  return <ArticleLayout page={page} byline={byline} />
}
