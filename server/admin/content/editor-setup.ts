import type { Language } from '#shared/languages'
import type { DecapConfig } from './config'
import type { DecapOption } from './decap-fields'
import type { ClientWords } from './phrases'

/**
 * What the editor page's script receives from /admin/content/config.json: Decap's configuration
 * and every word the page shows, in the staff member's language, and what its own widgets pick
 * from. The page's script (browser/) reads it by this type.
 */
export interface EditorSetup {
  language: Language
  config: DecapConfig
  /** Decap's sentences where ours differ (phrases.ts), over Decap's own locale of `language`. */
  phrases: object
  words: ClientWords
  /** Every page, by its heading in `language`: what a page field or a link picks from. */
  pages: (DecapOption & { family: string })[]
  /** Each page by its heading in `language`, as the lists name it: `condition/stye` → "Orzuelo". */
  entryNames: Record<string, string>
  offices: { id: string; name: string }[]
  /** The practice's clock, for "today" in the browser. */
  timeZone: string
  /** The preview's layout per collection. */
  previews: Record<string, string>
  /** The published site's stylesheet, for the preview. */
  stylesheet: string | null
  user: { username: string; name: string }
}

/** A refused save's answer (api.ts): a sentence, and each problem with the field it belongs beside. */
export interface RefusalAnswer {
  error: string
  problems?: { locale: Language | null; path: (string | number)[] | null; message: string }[]
}
