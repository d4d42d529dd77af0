import type { Language } from '../languages'
import { en, type InterfaceStrings } from './en'
import { es } from './es'

/** Every interface string by language: the one table server code, the build and the root loader read. */
export const locales: Record<Language, InterfaceStrings> = { en, es }
export type { InterfaceStrings }
