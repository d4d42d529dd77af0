import { describe, expect, it } from 'vitest'
import { adminStrings } from '#shared/locales/admin'
import { merged } from './browser/merged'
import { clientWords, decapPhrases } from './phrases'

/**
 * Common forms of "tú" in Spanish: the pronouns and possessives, and the verb forms Decap's own
 * Spanish phrases use (questions, and orders such as "Elige una imagen"). The editor speaks to
 * staff as "usted".
 */
const TU_FORMS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'estás',
  'eres',
  'puedes',
  'quieres',
  'tienes',
  'debes',
  'deseas',
  'haz',
  'ten',
  'asegúrate',
  'asegurate',
  'elige',
  'escoge',
  'quita',
  'introduce',
  'verifica',
  'uses',
]
const tuForm = new RegExp(`(?<![\\p{L}])(${TU_FORMS.join('|')})(?![\\p{L}])`, 'iu')

/** Every text of a nested table of phrases, with its key. */
function texts(table: unknown, prefix = ''): [string, string][] {
  if (typeof table === 'string') return [[prefix, table]]
  if (typeof table !== 'object' || table === null) return []
  return Object.entries(table).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key))
}

/** Decap's phrases in a language, as its bundle carries them (its package has no types). */
const decapLocale = async (language: string) =>
  ((await import(`decap-cms-locales/dist/esm/${language}/index.js`)) as { default: object }).default
const decapSpanish = await decapLocale('es')
const decapEnglish = await decapLocale('en')

/**
 * Decap's phrases of what this editor does not use, which nobody reads: the editorial workflow and
 * its notes, Decap's own sign-in (the server signs people in), pictures by address (`choose_url:
 * false`) or several at once, and nested folders.
 */
const unused = [
  /^workflow\./,
  /^auth\./,
  /\.editorNotesPane\./,
  /\.toggleNotes$/,
  /^ui\.toast\.(note|onFailTo\w*Note)/,
  /\.statusInfoTooltip/,
  /^collection\.entries\.unpublishedHeader$/,
  /\.(chooseUrl|replaceUrl|promptUrl|chooseMultiple|addMore|removeAll)$/,
  /\.widget\.(invalidPath|pathExists)$/,
]

const saysTu = (table: unknown) => texts(table).filter(([, text]) => tuForm.test(text))

describe('the editor’s Spanish', () => {
  it('finds “tú” in Decap’s own Spanish phrases, which the editor must not show as they are', () => {
    const found = saysTu(decapSpanish).map(([key]) => key)
    expect(found).toEqual(
      expect.arrayContaining([
        'auth.errors.email',
        'editor.editor.onLeavePage',
        'editor.editorWidgets.image.choose',
        'editor.editorWidgets.file.choose',
      ]),
    )
    expect(saysTu({ a: '¿Seguro que quieres salir?', b: 'Elige tu foto' })).toHaveLength(2)
    expect(saysTu({ a: '¿Desea salir?', b: 'Elija su foto', c: 'Tuvo una cita', d: 'Atentamente' })).toEqual(
      [],
    )
  })

  it('has every phrase of Decap a staff member may read in Spanish, not in Decap’s English', () => {
    const shown = merged(decapSpanish, decapPhrases('es'))
    const has = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((table, part) => (table as Record<string, unknown> | undefined)?.[part], shown) !==
      undefined
    const english = texts(decapEnglish).map(([key]) => key)
    expect(english.length).toBeGreaterThan(200)
    const inEnglish = english.filter((key) => !unused.some((pattern) => pattern.test(key)) && !has(key))
    expect(inEnglish).toEqual([])
    // Decap's Spanish alone leaves some in English (the text box's buttons among them).
    expect(
      english.filter(
        (key) =>
          !unused.some((pattern) => pattern.test(key)) && texts(decapSpanish).every(([own]) => own !== key),
      ),
    ).toContain('editor.editorWidgets.markdown.bold')
  })

  it('speaks as “usted” in every phrase of Decap and of the page a staff member reads in Spanish', () => {
    const shown = merged(decapSpanish, decapPhrases('es'))
    expect(texts(shown).length).toBeGreaterThan(150)
    expect(saysTu(shown)).toEqual([])
    expect(saysTu(clientWords('es'))).toEqual([])
    const admin = Object.entries(adminStrings.es).filter(([key]) => /^(editor|decap|content)\./.test(key))
    expect(admin.length).toBeGreaterThan(100)
    expect(admin.filter(([, text]) => tuForm.test(text))).toEqual([])
  })
})
