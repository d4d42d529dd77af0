import type { Language } from '#app/content/families'
import { joinPath } from '#app/content/families'
import type { PhoneLine } from '#app/config/practice'

/** SPEC §2's fourteen navigation labels, in order, with their destinations. */
export const navigation = [
  { key: 'nav.home', path: '' },
  { key: 'nav.about', path: 'about' },
  { key: 'nav.services', path: 'services' },
  { key: 'nav.conditions', path: 'conditions' },
  { key: 'nav.keratoconus', path: 'conditions/keratoconus' },
  { key: 'nav.dryEye', path: 'conditions/dry-eye' },
  { key: 'nav.headache', path: 'conditions/headache-eye-fatigue' },
  { key: 'nav.orthoK', path: 'conditions/ortho-k' },
  { key: 'nav.lasik', path: 'conditions/lasik' },
  { key: 'nav.cataract', path: 'conditions/cataract' },
  { key: 'nav.eyewear', path: 'eyewear' },
  { key: 'nav.fashion', path: 'fashion' },
  { key: 'nav.contact', path: 'contact' },
  { key: 'nav.schedule', path: 'contact#appointment' },
] as const

export function navHref(path: string, language: Language): string {
  return joinPath(language, path)
}

/** SPEC §9: the call bar's number depends on the topic of the page. */
export function phoneLineForPath(pathname: string): PhoneLine {
  if (/keratoconus|queratocono/.test(pathname)) return 'keratoconus'
  if (/dry-eye|ojo-seco/.test(pathname)) return 'dryEye'
  if (/ortho-k|orto-k/.test(pathname)) return 'orthoK'
  return 'main'
}
