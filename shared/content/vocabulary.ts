/**
 * The fixed word lists of the content schema, without zod: the browser needs them to group
 * and filter index pages, and should not download the validator to do so.
 */
export const conditionCategories = [
  'front-of-eye',
  'inflammation-and-infection',
  'glaucoma-and-cataract',
  'retina',
  'eyelids-and-tears',
  'vision-correction',
  'childrens-vision',
  'neuro-ophthalmic',
  'symptoms',
  'whole-body-health',
] as const

export const urgencyLevels = ['emergency-room', 'call-today', 'book-visit'] as const
export type Urgency = (typeof urgencyLevels)[number]

/** Layouts a core page may choose with `template:` (families have one layout each). */
export const coreLayouts = [
  'home',
  'article',
  'about',
  'contact',
  'locations-index',
  'conditions-index',
  'city-conditions',
  'family-index',
  'news-index',
  'search',
] as const
