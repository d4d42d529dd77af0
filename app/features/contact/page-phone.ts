import type { TFunction } from 'i18next'
import { useMatches } from 'react-router'
import { linePhone } from '#shared/practice'
import type { PagePhone } from '#app/view/page-data'
import type { Emergency } from '#shared/content/schema'
import type { Urgency } from '#shared/content/vocabulary'

const mainLine: PagePhone = linePhone('main')

/** The loader data of the page shown (the last route that has some). */
function usePageData<T>(pick: (data: Record<string, unknown>) => T | undefined): T | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData as Record<string, unknown> | undefined
    const picked = data && pick(data)
    if (picked !== undefined) return picked
  }
  return undefined
}

/**
 * The number to offer on the page shown: the one its loader chose (its office's on a location
 * page, its topic's line on keratoconus, dry-eye and ortho-k pages, SPEC §9), else the main line.
 */
export function usePagePhone(): PagePhone {
  return usePageData((data) => data.phone as PagePhone | undefined) ?? mainLine
}

/** How urgent the emergency page shown is (its `urgency`), or null on any other page. */
export function usePageUrgency(): Urgency | null {
  return (
    usePageData((data) => (data.layout === 'emergency' ? (data.front as Emergency).urgency : undefined)) ??
    null
  )
}

/** "Keratoconus line" when the page offers a specialty line instead of the main number, else null. */
export function lineLabel(phone: PagePhone, t: TFunction): string | null {
  return phone.line === 'main' || phone.line === 'office' ? null : t(`phone.line.${phone.line}`)
}
