import type { TFunction } from 'i18next'
import { linePhone } from '#shared/practice'
import type { PagePhone } from '#app/view/page-data'
import type { Urgency } from '#shared/content/vocabulary'
import { pageUrgency, usePageFacts } from '#app/features/site/context'

const mainLine: PagePhone = linePhone('main')

/**
 * The number to offer on the page shown: the one its loader chose (its office's on a location
 * page, its topic's line on keratoconus, dry-eye and ortho-k pages, SPEC §9), else the main line.
 */
export function usePagePhone(): PagePhone {
  return usePageFacts().phone ?? mainLine
}

/** How urgent the emergency page shown is (its `urgency`), or null on any other page. */
export function usePageUrgency(): Urgency | null {
  return pageUrgency(usePageFacts()) ?? null
}

/** "Keratoconus line" when the page offers a specialty line instead of the main number, else null. */
export function lineLabel(phone: PagePhone, t: TFunction): string | null {
  return phone.line === 'main' || phone.line === 'office' ? null : t(`phone.line.${phone.line}`)
}
