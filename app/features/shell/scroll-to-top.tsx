import { ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * Back to the top, shown past 300 px of scrolling and wired by the call bar's island
 * (call-bar.island.ts). Below 768 px it is the call bar's last place (call-bar.tsx), so it never
 * lies over a field, a call button or a first-aid step; its place is kept while it is hidden,
 * so showing it moves nothing. From 768 px it floats at the bottom corner.
 */
export function ScrollToTop() {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      aria-label={t('scrollTop.label')}
      className="invisible grid size-[44px] shrink-0 place-items-center rounded-md border border-primary-foreground/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground md:pointer-events-auto md:size-12 md:rounded-full md:border-border md:bg-card md:text-foreground md:shadow-lg md:hover:bg-muted md:focus-visible:outline-ring"
      data-testid="scroll-to-top"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
