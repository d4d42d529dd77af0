import type { Language } from '#shared/languages'
import { adminStrings, type AdminEnglish } from '#shared/locales/admin'

/**
 * The editor page's words, from the admin strings (shared/locales/admin.*.ts): Decap's own
 * sentences where ours must differ (`decap.*`, Decap's locale keys; Decap fills the rest from its
 * locale of that language), and the words of the page's script (`editor.*`, browser/): the
 * sign-in dialog, the list of refusals, the sections of a page's text, the preview.
 *
 * In Decap a save "publishes" the entry; here it keeps a checked revision, and the site itself is
 * published from /admin/content/history, so its buttons say "Save".
 */

type Unprefixed<P extends string> = {
  [K in keyof AdminEnglish as K extends `${P}${infer Name}` ? Name : never]: string
}

/** The words of the editor page's script; `{{name}}` marks a value put in. */
export type ClientWords = Unprefixed<'editor.'>

const withPrefix = (language: Language, prefix: string) =>
  Object.entries(adminStrings[language])
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, text]) => [key.slice(prefix.length), text] as const)

export const clientWords = (language: Language) =>
  Object.fromEntries(withPrefix(language, 'editor.')) as ClientWords

/** Decap's phrases as its locale nests them: `editor.editorToolbar.publish` → { editor: { editorToolbar: … } }. */
export function decapPhrases(language: Language): object {
  const phrases: Record<string, unknown> = {}
  for (const [key, text] of withPrefix(language, 'decap.')) {
    const path = key.split('.')
    const last = path.pop() as string
    let place = phrases
    for (const part of path) place = (place[part] ??= {}) as Record<string, unknown>
    place[last] = text
  }
  return phrases
}
