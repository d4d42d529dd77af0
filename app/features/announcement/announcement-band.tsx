import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useMatches, useRouteLoaderData } from 'react-router'
import { storage } from '#app/lib/storage'
import { dismissedKey, HIDDEN_CLASS, type AnnouncementView } from './announcement'

export function useAnnouncement(): AnnouncementView | null {
  return useRouteLoaderData<{ announcement?: AnnouncementView | null }>('root')?.announcement ?? null
}

/**
 * The current announcement, above the header on every page, in the prerendered HTML so it costs
 * no shift when it shows. Closing it remembers its id (a new announcement shows again) and hides
 * it the way the head script does, by the class on <html>; focus moves to the page's content.
 * Emergency pages go without it: what to do now comes first on a phone's first screen.
 */
export function AnnouncementBand() {
  const { t } = useTranslation()
  const announcement = useAnnouncement()
  const layout = (useMatches().at(-1)?.loaderData as { layout?: string } | undefined)?.layout
  if (!announcement || layout === 'emergency') return null
  const dismiss = () => {
    storage.set(dismissedKey(announcement.id), new Date().toISOString().slice(0, 10))
    document.documentElement.classList.add(HIDDEN_CLASS)
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return (
    <aside
      id="announcement"
      aria-label={t('announcement.label')}
      className="border-b border-accent-foreground/15 bg-accent text-accent-foreground"
      data-testid="announcement"
      data-announcement={announcement.id}
      data-escape-last
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1 text-sm sm:px-6">
        <p className="min-w-0 flex-1 py-2">
          {announcement.text}{' '}
          {announcement.link && (
            <Link
              to={announcement.link.href}
              hrefLang={announcement.link.language}
              className="font-semibold underline underline-offset-4"
            >
              {announcement.link.title}
            </Link>
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('announcement.dismiss')}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent-foreground/10"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </aside>
  )
}
