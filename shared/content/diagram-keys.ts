/**
 * The diagrams a page may name in its frontmatter (`diagram: keratoconus-cone`). The content
 * schema reads this list without loading any drawing code.
 */
export const diagramKeys = [
  'eye-anatomy',
  'keratoconus-cone',
  'cross-linking',
  'scleral-lens',
  'ortho-k',
  'laser-vision-correction',
  'cataract',
  'lens-implant',
  'presbyopia',
  'myopia',
  'hyperopia',
  'astigmatism',
  'glaucoma',
  'drainage-angle',
  'angle-closure',
  'optic-nerve-cupping',
  'macular-degeneration',
  'diabetic-retinopathy',
  'retinal-detachment',
  'floaters-flashes',
  'tear-film',
  'meibomian-glands',
  'pink-eye',
  'stye-chalazion',
  'strabismus',
  'amblyopia',
  'twenty-twenty-twenty',
  'chemical-splash',
] as const
export type DiagramKey = (typeof diagramKeys)[number]
