import { Toaster as Sonner } from 'sonner'
import { useTranslation } from 'react-i18next'

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
