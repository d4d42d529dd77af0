// Lighthouse declares this file's types against a global `LH` namespace that only its own sources
// declare, so they come out as errors here: this says what the bench uses of it.
declare module 'lighthouse/core/lib/median-run.js' {
  import type { Result } from 'lighthouse'

  /** The run closest to the median of first contentful paint and time to interactive. */
  export function computeMedianRun(runs: Result[]): Result
}
