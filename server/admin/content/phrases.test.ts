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

/** Decap's Spanish phrases, as its bundle carries them (its package has no types). */
const decapLocale = 'decap-cms-locales/dist/esm/es/index.js'
const { default: decapSpanish } = (await import(decapLocale)) as { default: object }

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
