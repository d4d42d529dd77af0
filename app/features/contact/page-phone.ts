import { useMatches } from 'react-router'
import { practice, type Phone } from '#shared/practice'

/**
 * The number to offer on the page shown: the one its loader chose (its office's on a location
 * page, its topic's line on keratoconus, dry-eye and ortho-k pages, SPEC §9), else the main line.
 */
export function usePagePhone(): Phone {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData as { phone?: Phone } | undefined
    if (data?.phone) return data.phone
  }
  return practice.phones.main
}
