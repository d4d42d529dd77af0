import type { Language } from '#shared/languages'
import { urgencyLevels, type Urgency } from '#shared/content/vocabulary'

/**
 * The order of results, as one comparison: emergencies the query names first (the most urgent
 * first), then the pages that match more of the query's words, then the pages whose search terms
 * are the query word for word, then the pages in the language the results lead with, then
 * Pagefind's score. Pagefind's scores from the two
 * languages' indexes are comparable (the same ranking, the same weights), so within a group
 * they simply interleave.
 */
export interface Candidate {
  language: Language
  /** Pagefind's score for the page. */
  score: number
  /** Share of the query's words the page matched (0–1). */
  coverage: number
  /** In the language the results lead with (the query's, else the page's). */
  preferred: boolean
  /**
   * The query is one of the page's search terms, word for word: its writers said this page
   * answers it ("cirugía de cataratas" on the English-only cataract surgery page).
   */
  named?: boolean
  /** The urgency of an emergency page the query names ("curtain"); absent on other results. */
  danger?: Urgency
}

const dangerRank = (candidate: Candidate) =>
  candidate.danger === undefined ? urgencyLevels.length : urgencyLevels.indexOf(candidate.danger)

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    dangerRank(a) - dangerRank(b) ||
    b.coverage - a.coverage ||
    Number(b.named ?? false) - Number(a.named ?? false) ||
    Number(b.preferred) - Number(a.preferred) ||
    b.score - a.score
  )
}

/** Below this share of its words matched, a page is not an answer to the query. */
export const MIN_COVERAGE = 0.5
