import { describe, expect, it } from 'vitest'
import { languages } from '#shared/languages'
import { locales } from '#shared/locales'
import { families, hasSection, quickPathFamilies } from './families'

describe('the home page quick paths, from the family table', () => {
  it('are the families that name a place, emergencies first, in that order', () => {
    expect(quickPathFamilies()).toEqual(['emergency', 'condition', 'insurance', 'location'])
  })

  it('each lead to a section in both languages, with words in both', () => {
    for (const family of quickPathFamilies())
      for (const language of languages) {
        expect(hasSection(family, language), `${family} in ${language}`).toBe(true)
        expect(locales[language][`home.quick.${family}`], `${family} in ${language}`).toBeTruthy()
      }
  })

  it('move when the table does', () => {
    const before = families.insurance.quickPath
    try {
      ;(families.insurance as { quickPath: number }).quickPath = 0
      expect(quickPathFamilies()[0]).toBe('insurance')
    } finally {
      ;(families.insurance as { quickPath: number }).quickPath = before
    }
  })
})
