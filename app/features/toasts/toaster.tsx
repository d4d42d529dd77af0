import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster as Sonner } from 'sonner'
// A stylesheet file, not the <style> element sonner would inject: the CSP allows no inline styles.
import 'sonner/dist/styles.css'

/** SPEC §9 constants. Sonner's own defaults match most of them; they are spelled out here. */
export const toastConfig = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  offset: 32,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const

/** The tap-to-call bar fixed at the bottom of phones (app/features/shell/call-bar.tsx). */
const CALL_BAR = '[data-testid="call-bar"]'
/** Sonner's own distance from the screen's edges on phones (below 600 px). */
const PHONE_OFFSET = 16

/**
 * The height the call bar takes at the bottom of the screen: 0 where it is hidden (768 px and
 * wider), more with large text. Measured, not assumed, and followed as it changes.
 */
function useCallBarHeight(): number {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const bar = document.querySelector(CALL_BAR)
    if (!bar) return
    const measure = () => setHeight(Math.ceil(bar.getBoundingClientRect().height))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])
  return height
}

export function Toaster() {
  const { t } = useTranslation()
  // Toasts stand above the call bar, never on it: a patient can always reach the call button.
  const callBar = useCallBarHeight()
  const { offset } = toastConfig
  return (
    <Sonner
      visibleToasts={toastConfig.visibleToasts}
      duration={toastConfig.duration}
      gap={toastConfig.gap}
      offset={{ top: offset, right: offset, left: offset, bottom: offset + callBar }}
      mobileOffset={{ bottom: PHONE_OFFSET + callBar }}
      position={toastConfig.position}
      hotkey={[...toastConfig.hotkey]}
      containerAriaLabel={t('toast.container')}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      style={{ '--width': `${toastConfig.width}px` } as React.CSSProperties}
    />
  )
}
