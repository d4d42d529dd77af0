import { describe, expect, it } from 'vitest'
import { parseQuery, queryLanguage, sameForm, sameWord, sameWords } from './query'

describe('parseQuery', () => {
  it('keeps the words that can name a topic and counts the small words of each language', () => {
    expect(parseQuery('Curtain over my vision?')).toEqual({
      words: ['curtain', 'over', 'vision'],
      hints: { en: 1, es: 0 },
    })
    expect(parseQuery('pérdida repentina de la vista')).toEqual({
      words: ['pérdida', 'repentina', 'vista'],
      hints: { en: 0, es: 3 },
    })
  })

  it('has no words for single letters, small words alone or punctuation', () => {
    expect(parseQuery('a b c').words).toEqual([])
    expect(parseQuery('the').words).toEqual([])
    expect(parseQuery('¿?!').words).toEqual([])
  })

  it('gives no hint for small words both languages use ("me", "no")', () => {
    expect(parseQuery('no me').hints).toEqual({ en: 0, es: 0 })
  })
})

describe('sameWord', () => {
  it('accepts the word, its longer forms and its accents', () => {
    expect(sameWord('curtain', 'curtains.')).toBe(true)
    expect(sameWord('destello', 'Destellos')).toBe(true)
    expect(sameWord('quimico', 'químico')).toBe(true)
    expect(sameWord('retinopathies', 'retinopathy')).toBe(true)
  })

  it('refuses what only shares a letter or two: Pagefind’s fallback for a word it does not know', () => {
    expect(sameWord('xqzv', 'X-linked')).toBe(false)
    expect(sameWord('asdf', 'as')).toBe(false)
    expect(sameWord('loss', 'los')).toBe(false)
    expect(sameWord('glacoma', 'glad')).toBe(false)
  })
})

describe('queryLanguage', () => {
  it('follows the words only one language’s pages contain', () => {
    expect(queryLanguage([{ en: null, es: 'text' }], { en: 0, es: 0 }, 'en')).toBe('es')
    expect(
      queryLanguage(
        [
          { en: 'text', es: 'terms' },
          { en: 'text', es: 'terms' },
        ],
        { en: 0, es: 0 },
        'es',
      ),
    ).toBe('en')
  })

  it('then the small words, then the page’s language', () => {
    expect(queryLanguage([{ en: 'text', es: 'text' }], { en: 0, es: 1 }, 'en')).toBe('es')
    expect(queryLanguage([{ en: 'text', es: 'text' }], { en: 0, es: 0 }, 'es')).toBe('es')
    expect(queryLanguage([{ en: 'text', es: 'text' }], { en: 0, es: 0 }, 'en')).toBe('en')
  })
})

describe('sameForm and sameWords', () => {
  it('tell what a query names: the same words, give or take an ending and accents', () => {
    expect(sameForm('cataratas', 'catarata')).toBe(true)
    expect(sameForm('parpados', 'párpado')).toBe(true)
    expect(sameWords(['cirugía', 'cataratas'], ['cataratas', 'cirugia'])).toBe(true)
  })

  it('are stricter than sameWord: a misspelling or a longer word is another word', () => {
    expect(sameForm('lasik', 'lasix')).toBe(false)
    expect(sameForm('rosado', 'rosácea')).toBe(false)
    expect(sameWords(['glaucoma'], ['glaucoma', 'attack'])).toBe(false)
    expect(sameWords([], [])).toBe(false)
  })
})
