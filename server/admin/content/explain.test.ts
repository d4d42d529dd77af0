import { describe, expect, it } from 'vitest'
import { checkCodes, schemaCodes, type ProblemCode } from '#shared/content/problem-codes'
import { englishSentences } from '#shared/content/quality'
import { explain, type ExplainContext } from './explain'
import type { Problem } from './problems'

/** The build's own sentence: never shown to staff, in either language. */
const BUILD_WORDS = 'the build says this in its own words'

/** Values each kind of problem names, as the checks give them. */
const params: Partial<Record<ProblemCode, Problem['params']>> = {
  too_small: { origin: 'string', minimum: 40, length: 12 },
  too_big: { origin: 'array', maximum: 3, length: 5 },
  unrecognized_keys: { keys: ['extra'] },
  'date-range': { earliest: '2026-01-01', latest: '2027-12-31' },
  'closures-overlap': { from: '2026-12-24', to: '2026-12-26', offices: ['irvine'] },
  'announcements-overlap': { from: '2026-12-01', to: '2026-12-31' },
  'ends-before-start': { from: '2026-12-24', to: '2026-12-20' },
  'offices-missing': { offices: ['santa-ana'] },
  'path-taken': { path: '/es/condiciones/orzuelo' },
  'sections-missing': { sections: ['symptoms'] },
  'unknown-token': { token: 'phon', known: ['phone', 'email'] },
  'token-closures-none': { from: '2026-12-01', to: '2026-12-31' },
  'few-words': { words: 120, min: 300 },
  'english-sentence': { sentence: 'Our office is open.' },
  'reading-level': { sentences: ['Una oración muy larga.'] },
  'body-too-long': { length: 90_000, max: 60_000 },
  'red-flag': {
    flag: 'sudden vision loss',
    problem: 'weaker',
    page: 'emergency/sudden-vision-loss',
    quote: 'Si pierde la vista de repente, pida una cita.',
  },
}

const context: ExplainContext = {
  language: 'es',
  dataOf: () => ({ title: 'Orzuelo' }),
  sectionHeading: () => 'Síntomas',
}

const said = (code: ProblemCode, language: 'en' | 'es', file = 'es/conditions/stye.md') =>
  explain(
    { file, path: ['summary'], code, ...(params[code] && { params: params[code] }), reason: BUILD_WORDS },
    { ...context, language },
  ).message

const everyCode = [...schemaCodes, ...checkCodes]

describe('a refusal in the staff member’s words', () => {
  it('says every kind of problem in Spanish to a Spanish reader, never in the build’s English', () => {
    expect(everyCode.length).toBeGreaterThan(60)
    for (const code of everyCode) {
      const message = said(code, 'es')
      expect(message, code).not.toContain(BUILD_WORDS)
      expect(englishSentences(message), `${code}: ${message}`).toEqual([])
      expect(message, code).toMatch(/^Orzuelo \(español\) › Resumen: /)
    }
  })

  it('says every kind of problem in English to an English reader, never in the build’s words', () => {
    for (const code of everyCode) {
      const message = said(code, 'en')
      expect(message, code).not.toContain(BUILD_WORDS)
      expect(message, code).toMatch(/^Orzuelo \(Spanish\) › Summary: \S/)
    }
  })

  it('would notice English left in a Spanish sentence', () => {
    // What a problem without its own words used to say: the build's sentence, said to be English.
    const untranslated =
      'Las comprobaciones del sitio no lo aceptan (en inglés): the front matter is not valid YAML, so the page could not be read.'
    expect(englishSentences(untranslated)).not.toEqual([])
  })

  it('names a closure by its day and office as the list does, and a data file by the editor’s name for it', () => {
    const message = explain(
      {
        file: 'closures.json',
        path: ['closures', 0, 'from'],
        code: 'no-such-day',
        reason: BUILD_WORDS,
      },
      { ...context, dataOf: () => ({ closures: [{ from: '2026-11-30', offices: ['irvine'] }] }) },
    ).message
    expect(message).toMatch(/^Días cerrados y horarios especiales › lun 30 nov · Irvine › Primer día: /)
    expect(message).not.toMatch(/closures|\b0\b|from/)
  })

  it('names the offices of a sentence as the closures list does', () => {
    const overlap = explain(
      {
        file: 'closures.json',
        code: 'closures-overlap',
        params: { from: '2026-12-24', to: '2026-12-24', offices: ['irvine', 'newport-beach'] },
        reason: BUILD_WORDS,
      },
      context,
    ).message
    expect(overlap).toContain(' en Irvine y Newport Beach: una oficina tiene una entrada por día.')
  })
})
