import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { islandAttributes } from '#app/features/islands/attributes'
import { usePageFacts, useSite } from '#app/features/site/context'

/**
 * The current announcement, above the header on every page, in the prerendered HTML so it costs
 * no shift when it shows. Closing it (announcement.island.ts) remembers its id (a new
 * announcement shows again) and hides it the way the head script does, by the class on <html>;
 * focus moves to the page's content. Emergency pages go without it: what to do now comes first
 * on a phone's first screen.
 */
export function AnnouncementBand() {
  const { t } = useTranslation()
  const { announcement } = useSite()
  const { layout } = usePageFacts()
  if (!announcement || layout === 'emergency') return null
  return (
    <aside
      id="announcement"
      aria-label={t('announcement.label')}
      className="border-b border-accent-foreground/15 bg-accent text-accent-foreground"
      data-testid="announcement"
      data-announcement={announcement.id}
      data-escape-last
      {...islandAttributes('announcement', 'interaction')}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1 text-sm sm:px-6">
        <p className="min-w-0 flex-1 py-2">
          {announcement.text}{' '}
          {announcement.link && (
            <a
              href={announcement.link.href}
              hrefLang={announcement.link.language}
              className="font-semibold underline underline-offset-4"
            >
              {announcement.link.title}
            </a>
          )}
        </p>
        <button
          type="button"
          aria-label={t('announcement.dismiss')}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent-foreground/10"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </aside>
  )
}
