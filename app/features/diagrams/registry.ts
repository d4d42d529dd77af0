import type { DiagramDefinition } from './definition'
import type { DiagramKey } from '#shared/content/diagram-keys'
import { eyeAnatomy } from './topics/anatomy'
import { astigmatism, hyperopia, myopia } from './topics/refraction'
import { cataract, lensImplant, presbyopia } from './topics/lens'
import { angleClosure, drainageAngle, glaucoma, opticNerveCupping } from './topics/glaucoma'
import { diabeticRetinopathy, floatersFlashes, macularDegeneration, retinalDetachment } from './topics/retina'
import { amblyopia, strabismus } from './topics/alignment'
import { chemicalSplash, twentyTwentyTwenty } from './topics/habits'
import { meibomianGlands, pinkEye, styeChalazion, tearFilm } from './topics/surface'
import { crossLinking, keratoconusCone, laserVisionCorrection, orthoK, scleralLens } from './topics/cornea'

/** Every diagram by key: frontmatter names one of these (`diagram: keratoconus-cone`). */
export const diagrams: Record<DiagramKey, DiagramDefinition> = {
  'eye-anatomy': eyeAnatomy,
  'keratoconus-cone': keratoconusCone,
  'cross-linking': crossLinking,
  'scleral-lens': scleralLens,
  'ortho-k': orthoK,
  'laser-vision-correction': laserVisionCorrection,
  cataract,
  'lens-implant': lensImplant,
  presbyopia,
  myopia,
  hyperopia,
  astigmatism,
  glaucoma,
  'drainage-angle': drainageAngle,
  'angle-closure': angleClosure,
  'optic-nerve-cupping': opticNerveCupping,
  'macular-degeneration': macularDegeneration,
  'diabetic-retinopathy': diabeticRetinopathy,
  'retinal-detachment': retinalDetachment,
  'floaters-flashes': floatersFlashes,
  'tear-film': tearFilm,
  'meibomian-glands': meibomianGlands,
  'pink-eye': pinkEye,
  'stye-chalazion': styeChalazion,
  strabismus,
  amblyopia,
  'twenty-twenty-twenty': twentyTwentyTwenty,
  'chemical-splash': chemicalSplash,
}
