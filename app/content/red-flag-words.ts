import type { Language } from '#shared/languages'
import { sentences } from './sentences'

/**
 * The red-flag symptoms (CONTENT.md, "Medical care in writing") and the words that name them, in
 * both languages, with each symptom's emergency page. The content check (red-flags.ts) holds every
 * page's advice about them to that page's urgency; site search puts that emergency page first when
 * a visitor's query names one (app/features/search/danger.ts). Plain data and regular expressions
 * only: the browser loads this module with the search code.
 */

/** One pattern from several, so each alternative can be read on its own line. */
export const anyOf = (...parts: RegExp[]) => new RegExp(parts.map((part) => part.source).join('|'), 'i')
const anyOfAll = (...parts: RegExp[]) => new RegExp(parts.map((part) => part.source).join('|'), 'gi')

export interface RedFlag {
  id: string
  /** The emergency page whose answer every other page must match. */
  emergencyPage: string
  /** Words that name the symptom. */
  symptom: Record<Language, RegExp>
  /** Look-alikes and negations set aside first ("without a shadow", "eye shadow"). */
  ignore?: Record<Language, RegExp>
  /** What must also be named for the symptom to be this red flag (a newborn *and* pus). */
  alsoNeeds?: Record<Language, RegExp>
  /** Symptom and `alsoNeeds` in one sentence: "newborns" and "a red lump" two sentences apart are two topics. */
  bySentence?: boolean
  /** A chemical: flushing with water for 15 minutes comes first, then 911 or the emergency room. */
  flushFirst?: boolean
}

export const redFlags: RedFlag[] = [
  {
    id: 'sudden vision loss',
    emergencyPage: 'emergency/sudden-vision-loss',
    symptom: {
      en: anyOf(
        /\bsudden(?:ly)?,? (?:\w+ ){0,3}(?:loss of (?:\w+ ){0,3}(?:vision|sight)|vision loss|blindness)/,
        /\bsudden(?:ly)?,? (?:\w+ ){0,3}drop in (?:your )?(?:vision|sight)/,
        /\bsuddenly (?:lose|lost|loses|losing|drops?|goes dark|went dark)\b/,
        /\b(?:lose|lost|loses|losing) (?:\w+ ){0,4}(?:vision|sight)\b[^.;:]{0,30}\bsuddenly/,
        /\bvision (?:\w+ ){0,2}(?:drops?|dropping) suddenly/,
        /\bvision (?:\w+ ){0,2}(?:goes|went) (?:dark|black)\b/,
      ),
      es: anyOf(
        /\b(?:pérdida|baja|bajada|disminución) (?:\w+ ){0,2}(?:repentina|súbita|brusca)/,
        /\b(?:pierde|perdió|pierda|perder|perdiendo) (?:\w+ ){0,4}(?:vista|visión)\b[^.;:]{0,30}\bde (?:repente|golpe|pronto)/,
        /\bde (?:repente|golpe|pronto),? (?:\w+ ){0,3}(?:pierde|perdió|pierda|deja de ver)/,
        /\b(?:vista|visión) (?:\w+ ){0,2}(?:baja|bajó|se (?:le )?(?:oscurece|apaga|va)) (?:\w+ )?de (?:repente|golpe|pronto)/,
        /\bse (?:le )?(?:oscurece|apaga|va) la (?:vista|visión)/,
      ),
    },
  },
  {
    id: 'curtain or shadow over the vision',
    emergencyPage: 'emergency/retinal-detachment',
    symptom: { en: /\bcurtain|\bveil\b|\bshadows?\b/i, es: /\bcortina|\bvelo\b|\bsombras?\b/i },
    ignore: {
      en: anyOfAll(
        /\b(?:without|no) (?:\w+ ){0,4}?(?:curtain|shadow)s?(?: or (?:curtain|shadow)s?)?/,
        /\beye ?shadow/,
        /\bcast (?:\w+ ){0,2}shadows?|\bshadows? (?:on|onto) the retina/,
        /\bghost(?:ing)? or shadow|\bshadow next to|\bghost images?,? (?:or )?shadows?/,
        /\bshade\b/,
      ),
      es: anyOfAll(
        /\b(?:sin|ni) (?:\w+ ){0,4}?(?:cortina|sombra)s?(?: (?:ni|o) (?:cortina|sombra)s?)?/,
        /\bsombras? de ojos/,
        /\bhacen? sombras?|\bsombras? sobre la retina/,
        /\bsombras? o "?fantasma"?|\bsombras? junto a|\bfantasma"?,? (?:o )?sombras?/,
        /\bfiltro de sombra/,
      ),
    },
  },
  {
    id: 'chemical in the eye',
    emergencyPage: 'emergency/chemical-burn',
    symptom: {
      en: /\bchemicals?\b|\b(?:bleach|drain cleaner|lye|battery acid)\b/i,
      es: /\bquímic[oa]s?\b|\b(?:cloro|blanqueador|destapacaños|ácido de batería|lejía)\b/i,
    },
    // Only a chemical that gets into the eye: not the "chemicals" the body releases in an allergy.
    alsoNeeds: {
      en: anyOf(
        /\b(?:in|into|get|gets|got|splash\w*|burn\w*)\b[^.;]{0,40}\beyes?\b/,
        /\beyes?\b[^.;]{0,40}\b(?:chemical|bleach|splash)/,
        /\bsplash|\bchemical (?:burn|injur)/,
      ),
      es: anyOf(
        /\b(?:en|entra|entró|cae|cayó|salpic\w*|quemadura\w*)\b[^.;]{0,40}\bojos?\b/,
        /\bojos?\b[^.;]{0,40}\b(?:químic|cloro|salpic)/,
        /\bsalpic|\bquemadura química/,
      ),
    },
    flushFirst: true,
  },
  {
    id: 'newborn with red eyes or discharge',
    emergencyPage: 'emergency/newborn-eye-infection',
    symptom: {
      en: anyOf(
        /\bnewborns?\b|\b(?:under|less than|younger than) (?:4|four) weeks\b/,
        /\bfirst (?:4|four) weeks\b|\bfirst month of life\b/,
      ),
      es: anyOf(
        /\brecién nacid[oa]s?\b|\b(?:menos|menor) de (?:4|cuatro) semanas\b/,
        /\bprimeras (?:4|cuatro) semanas\b|\bprimer mes de vida\b/,
      ),
    },
    alsoNeeds: {
      en: /\bred\b|\bredness\b|\bpus\b|\bdischarge\b|\bswollen\b|\bswelling\b|\booz\w*/i,
      es: /\broj[oa]s?\b|\benrojec\w*|\bpus\b|\bsecreci\w*|\blagañ\w*|\bhinchad\w*|\bhinchazón\b|\bsupur\w*/i,
    },
    bySentence: true,
  },
  {
    id: 'severe eye pain with nausea or halos',
    emergencyPage: 'emergency/acute-angle-closure-glaucoma',
    symptom: {
      en: anyOf(
        /\b(?:eye|ocular|severe|sudden|intense|bad|strong) (?:\w+ ){0,2}pain\b/,
        /\bpain (?:in|around|behind) (?:the|your|one) eyes?\b|\bpainful,? (?:red )?eyes?\b/,
      ),
      es: anyOf(
        /\bdolor (?:\w+ ){0,3}(?:de|en|del) (?:los |el |un )?ojos?\b/,
        /\bdolor (?:fuerte|intenso|severo|repentino|muy fuerte)\b/,
        /\bojos? (?:roj[oa] y )?(?:adolorid|doloros)\w*|\ble duele (?:mucho )?el ojo\b/,
      ),
    },
    ignore: {
      en: /\b(?:no|without|painless|not) (?:\w+ ){0,2}pain\b/gi,
      es: /\b(?:sin|no (?:causa|da|hay)) (?:\w+ ){0,2}dolor\b/gi,
    },
    alsoNeeds: {
      en: /\bnausea\w*|\bvomit\w*|\bthrow(?:ing)? up\b|\bhalos?\b|\brainbow/i,
      es: /\bnáusea\w*|\bvómito\w*|\bvomit\w*|\bhalos?\b|\baros de colores\b|\barcoíris\b/i,
    },
  },
]

/** Whether text is about a red flag: its symptom named, once the look-alikes are set aside. */
export function mentions(flag: RedFlag, text: string, language: Language): boolean {
  if (flag.bySentence && sentences(text).length > 1)
    return sentences(text).some((sentence) => mentions({ ...flag, bySentence: false }, sentence, language))
  const cleaned = flag.ignore ? text.replace(flag.ignore[language], ' ') : text
  if (!flag.symptom[language].test(cleaned)) return false
  return flag.alsoNeeds ? flag.alsoNeeds[language].test(cleaned) : true
}
