import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { scrollBehavior } from '#app/lib/scroll-behavior'
import { cn } from '#app/lib/utils'

/** SPEC §9: shown past 300 px of scrolling. */
export const SCROLL_TOP_THRESHOLD = 300

/**
 * Back to the top. Below 768 px it is the call bar's last place (call-bar.tsx), so it never
 * lies over a field, a call button or a first-aid step; its place is kept while it is hidden,
 * so showing it moves nothing. From 768 px it floats at the bottom corner.
 */
export function ScrollToTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <button
      type="button"
      aria-label={t('scrollTop.label')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className={cn(
        'grid size-[44px] shrink-0 place-items-center rounded-md border border-primary-foreground/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground md:pointer-events-auto md:size-12 md:rounded-full md:border-border md:bg-card md:text-foreground md:shadow-lg md:hover:bg-muted md:focus-visible:outline-ring',
        !visible && 'invisible',
      )}
      data-testid="scroll-to-top"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
