import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster as Sonner } from 'sonner'
// A stylesheet file, not the <style> element sonner would inject: the CSP allows no inline styles.
import 'sonner/dist/styles.css'
import { toasterMounted } from './toast'

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

export function Toaster() {
  const { t } = useTranslation()
  // Runs after sonner's own effect has subscribed, so waiting toasts can now be shown.
  useEffect(toasterMounted, [])
  return (
    <Sonner
      visibleToasts={toastConfig.visibleToasts}
      duration={toastConfig.duration}
      gap={toastConfig.gap}
      offset={toastConfig.offset}
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
