import { describe, expect, it } from 'vitest'
import { compareCandidates, type Candidate } from './order'

const candidate = (name: string, overrides: Partial<Candidate>): Candidate & { name: string } => ({
  name,
  language: 'en',
  score: 1,
  coverage: 1,
  preferred: true,
  ...overrides,
})
const order = (...list: (Candidate & { name: string })[]) =>
  list.sort(compareCandidates).map(({ name }) => name)

describe('compareCandidates', () => {
  it('puts named emergencies first, the most urgent first, whatever their score', () => {
    expect(
      order(
        candidate('condition', { score: 40 }),
        candidate('call today', { score: 0, danger: 'call-today' }),
        candidate('emergency room', { score: 0, danger: 'emergency-room' }),
      ),
    ).toEqual(['emergency room', 'call today', 'condition'])
  })

  it('then pages matching more of the words, then the leading language, then the score', () => {
    expect(
      order(
        candidate('half, strong', { coverage: 0.5, score: 30 }),
        candidate('other language', { preferred: false, language: 'es', score: 20 }),
        candidate('weak', { score: 2 }),
        candidate('strong', { score: 9 }),
      ),
    ).toEqual(['strong', 'weak', 'other language', 'half, strong'])
  })

  it('puts a page whose search terms are the query word for word first among pages matching as much', () => {
    expect(
      order(
        candidate('leading language', { score: 30 }),
        candidate('named, other language', { preferred: false, language: 'es', named: true, score: 3 }),
        candidate('named, fewer words', { coverage: 0.5, named: true, score: 50 }),
      ),
    ).toEqual(['named, other language', 'leading language', 'named, fewer words'])
  })
})
