import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/lib/utils'

/** SPEC §9: shown past 300 px of scrolling. */
export const SCROLL_TOP_THRESHOLD = 300

export function scrollBehavior(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

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
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className={cn(
        'fixed right-4 bottom-20 z-30 grid size-12 place-items-center rounded-full border border-border bg-card text-foreground shadow-lg hover:bg-muted md:right-6 md:bottom-6',
      )}
      data-testid="scroll-to-top"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
