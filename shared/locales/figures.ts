import type { Language } from '../languages'
import { figuresEn, type FigureStrings } from './figures.en'
import { figuresEs } from './figures.es'

/**
 * Text of the pictures (diagram labels, captions, text alternatives, the map's), by language.
 * Kept apart from the interface strings: the build resolves it into each page's figure, so a
 * page carries the words of its own picture and never the whole table.
 */
export const figureStrings: Record<Language, FigureStrings> = { en: figuresEn, es: figuresEs }
export type { FigureStrings }
export type FigureStringKey = keyof FigureStrings
