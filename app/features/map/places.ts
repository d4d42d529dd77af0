import type { LonLat } from '#app/content/county/project'

/**
 * Where the service-area cities are (their city halls, roughly their middles) and which side of
 * the point their name reads, so names stay clear of the office pins and of each other. Office
 * pins stand at the offices' own coordinates (shared/practice.ts).
 */
export interface Place {
  at: LonLat
  /** Which side of the point the name sits. */
  side: 'left' | 'right' | 'above' | 'below'
}

export const places: Record<string, Place> = {
  'Santa Ana': { at: [-117.8677, 33.7455], side: 'left' },
  Tustin: { at: [-117.8262, 33.7458], side: 'below' },
  'North Tustin': { at: [-117.7934, 33.7642], side: 'right' },
  Irvine: { at: [-117.8265, 33.6846], side: 'left' },
  'Costa Mesa': { at: [-117.9187, 33.6411], side: 'left' },
  'Newport Beach': { at: [-117.8931, 33.6131], side: 'below' },
}
