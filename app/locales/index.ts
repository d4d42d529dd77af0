import type { Language } from '#app/content/families'
import { en, type InterfaceStrings } from './en/common'
import { es } from './es/common'

/** Every interface string by language: the one table server code, the build and the root loader read. */
export const locales: Record<Language, InterfaceStrings> = { en, es }
export type { InterfaceStrings }
