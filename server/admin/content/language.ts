/**
 * The language a staff member works in: the editor's interface, its labels and hints, and every
 * message it shows. One source with the admin pages (../i18n.ts): the person's account setting
 * when there is one, and until then the language their browser asks for (Accept-Language).
 */
export { languageOf as staffLanguage } from '../i18n'
