import type { Language } from '../languages'
import { adminEn, type AdminEnglish, type AdminStrings } from './admin.en'
import { adminEs } from './admin.es'

/**
 * The staff's words, by language: the admin pages (server/admin) and the content editor's page.
 * Apart from the site's interface strings: no public page carries them.
 */
export const adminStrings: Record<Language, AdminStrings> = { en: adminEn, es: adminEs }
export type { AdminEnglish, AdminStrings }
