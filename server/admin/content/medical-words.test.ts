import { describe, expect, it } from 'vitest'
import { englishSentences } from '#shared/content/quality'
import { adviceRules, flagProblems, type FlagProblem } from '#shared/content/red-flags'
import { redFlags } from '#shared/content/red-flag-words'
import { flagNames, ruleWords, sayRedFlag } from './medical-words'

const quote = (text: string) => `«${text}»`

describe('the medical-care check in the staff member’s words', () => {
  it('names every red flag and every advice rule of the check, and nothing else', () => {
    expect(Object.keys(flagNames).sort()).toEqual(redFlags.map((flag) => flag.id).sort())
    expect(Object.keys(ruleWords).sort()).toEqual(adviceRules.map((rule) => rule.id).sort())
    expect(redFlags.length).toBeGreaterThan(10)
  })

  it('says each problem with each flag, and each rule, in Spanish with the advice quoted', () => {
    const findings = [
      ...redFlags.flatMap((flag) =>
        (Object.keys(flagProblems) as FlagProblem[]).map((problem) => ({
          flag: flag.id,
          problem,
          page: flag.emergencyPage,
        })),
      ),
      ...adviceRules.map((rule) => ({ rule: rule.id })),
    ]
    for (const breaks of findings) {
      const said = sayRedFlag({ breaks, quote: 'Llámenos mañana.' }, 'es', quote)
      expect(said, JSON.stringify(breaks)).toMatch(/\S.*«Llámenos mañana\.»$/)
      expect(englishSentences(said ?? ''), said ?? '').toEqual([])
      expect(sayRedFlag({ breaks, quote: 'Call us.' }, 'en', quote)).toMatch(/^This |^The page /)
    }
  })

  it('says nothing of a flag or rule it does not know, for the caller’s plain sentence', () => {
    expect(sayRedFlag({ breaks: { rule: 'no such rule' }, quote: '' }, 'es', quote)).toBeNull()
    expect(
      sayRedFlag({ breaks: { flag: 'toString', problem: 'weaker', page: '' }, quote: '' }, 'es', quote),
    ).toBeNull()
  })
})
