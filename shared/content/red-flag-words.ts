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
export const anyOfAll = (...parts: RegExp[]) => new RegExp(parts.map((part) => part.source).join('|'), 'gi')

export interface RedFlag {
  id: string
  /** The emergency page whose answer every other page must match. */
  emergencyPage: string
  /**
   * How urgent that answer is: 911 or the emergency room now (the default), or an eye exam the
   * same day, where "soon", "tell us" or "within a few days" is the weaker answer.
   */
  level?: 'emergency' | 'same-day'
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
        // Vision lost for minutes, then back (amaurosis fugax): a warning of a stroke.
        /\bamaurosis fugax\b|\b(?:spells|episodes) of (?:\w+ ){0,2}vision loss\b/,
      ),
      es: anyOf(
        /\b(?:pérdida|baja|bajada|disminución) (?:\w+ ){0,2}(?:repentina|súbita|brusca)/,
        /\b(?:pierde|perdió|pierda|perder|perdiendo) (?:\w+ ){0,4}(?:vista|visión)\b[^.;:]{0,30}\bde (?:repente|golpe|pronto)/,
        /\bde (?:repente|golpe|pronto),? (?:\w+ ){0,3}(?:pierde|perdió|pierda|deja de ver)/,
        /\b(?:vista|visión) (?:\w+ ){0,2}(?:baja|bajó|se (?:le )?(?:oscurece|apaga|va)) (?:\w+ )?de (?:repente|golpe|pronto)/,
        /\bse (?:le )?(?:oscurece|apaga|va) la (?:vista|visión)/,
        /\bamaurosis fugaz\b|\bratos? en (?:que|los que) (?:[\wáéíóúñ]+ ){0,2}pierden? la vista\b/,
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
        // Halos with a red or sore eye, in a contact lens wearer too: "halos with redness or pain".
        /\bhalos?\b[^.;:]{0,40}\b(?:with|and) (?:\w+ ){0,2}(?:redness|pain|a red|a painful)\b/,
      ),
      es: anyOf(
        /\bdolor (?:\w+ ){0,3}(?:de|en|del) (?:los |el |un )?ojos?\b/,
        /\bdolor (?:fuerte|intenso|severo|repentino|muy fuerte)\b/,
        /\bojos? (?:roj[oa] y )?(?:adolorid|doloros)\w*|\ble duele (?:mucho )?el ojo\b/,
        /\bhalos?\b[^.;:]{0,40}\b(?:con|y) (?:[\wáéíóúñ]+ ){0,2}(?:enrojecimiento|dolor|roj[oa])\b/,
      ),
    },
    ignore: {
      en: anyOfAll(
        /\b(?:no|without|painless|not) (?:\w+ ){0,2}pain\b/,
        // Warning spells that pass on their own are the next flag's: an exam the same day.
        /(?<![^.;:])[^.;:]*\b(?:come and go|comes and goes|go away|goes away|went away)\b[^.;:]*/,
      ),
      es: anyOfAll(
        /\b(?:sin|no (?:causa|da|hay)) (?:\w+ ){0,2}dolor\b/,
        /(?<![^.;:])[^.;:]*\b(?:van y vienen|se (?:le )?(?:quitan?|van?|pasan?))\b[^.;:]*/,
      ),
    },
    alsoNeeds: {
      en: /\bnausea\w*|\bvomit\w*|\bthrow(?:ing)? up\b|\bhalos?\b|\brainbow/i,
      es: /\bnáusea\w*|\bvómito\w*|\bvomit\w*|\bhalos?\b|\baros de colores\b|\barcoíris\b/i,
    },
  },
  {
    id: 'angle-closure warning spells',
    emergencyPage: 'emergency/acute-angle-closure-glaucoma',
    level: 'same-day',
    symptom: { en: /\bhalos?\b/i, es: /\bhalos?\b|\baros de (?:luz|colores)\b/i },
    // Halos that fade as the eye heals after surgery are not spells.
    ignore: {
      en: /(?<![^.;:?])[^.;:?]*\b(?:after|since) (?:\w+ ){0,3}(?:surgery|LASIK|PRK|SMILE)\b[^.;:?]*/gi,
      es: /(?<![^.;:?])[^.;:?]*\bdespués de (?:[\wáéíóúñ]+ ){0,3}(?:cirugía|LASIK|PRK|SMILE)\b[^.;:?]*/gi,
    },
    // Halos with blur or an ache that pass on their own, often in the evening or after sleep.
    alsoNeeds: {
      en: /\b(?:come and go|comes and goes|go away|goes away|went away|spells?|episodes?)\b/i,
      es: /\b(?:van y vienen|se (?:le )?(?:quitan?|van?|pasan?)|ratos?|episodios?)\b/i,
    },
    bySentence: true,
  },
  {
    id: 'possible metal fragment or object in the eye',
    emergencyPage: 'emergency/penetrating-eye-injury',
    symptom: {
      en: anyOf(
        // A fast piece of metal or stone can go through the eye wall and leave only a small mark.
        /\bhammer(?:ing|ed|s)?\b|\bgrind(?:ing|er|ers|s)?\b|\bpower tools?\b|\blawn ?mowers?\b/,
        /\b(?:high|great)[- ]speed\b|\bfast[- ]flying\b|\bflew into (?:the|your|an?) eyes?\b/,
        /\b(?:fast|tiny,? fast) (?:piece|chip|bit)\b/,
        /\b(?:something|an? object|anything|an? \w+) (?:is |was |got )?(?:stuck|sticking|lodged|embedded) (?:in|into|out of) (?:the|your|an?) eye(?:ball)?\b/,
      ),
      es: anyOf(
        /\bmartill\w*|\besmeril\w*|\bherramientas? eléctricas?|\bpodadora\b/,
        /\b(?:a gran|alta) velocidad\b|\bsali[óo] (?:volando|disparado)|\bsale disparad\w*|\bcon mucha fuerza\b/,
        /\b(?:algo|un objeto|un pedazo|[\wáéíóúñ]+) (?:está |quedó )?(?:clavad[oa]|encajad[oa]) en (?:el|su) ojo\b/,
      ),
    },
    ignore: {
      // Safety glasses for grinding and hammering are prevention, and a stuck contact lens no injury.
      en: anyOfAll(
        /\b(?:wear|use)\b[^.]*\b(?:safety glasses|goggles|eye protection|eyewear)\b[^.]*/,
        /\b(?:contact )?lens(?:es)? (?:is |are |gets? )?stuck\b/,
      ),
      es: anyOfAll(
        /\b(?:use|usar)\b[^.]*\b(?:lentes de seguridad|gafas protectoras|protección)\b[^.]*/,
        /\blentes? (?:de contacto )?(?:atorad|pegad)[oa]s?\b/,
      ),
    },
  },
  {
    id: 'sudden double vision or eye turn',
    emergencyPage: 'emergency/sudden-double-vision',
    symptom: {
      en: anyOf(
        /\b(?:sudden(?:ly)?|new)\b,? (?:\w+ ){0,3}?(?:double vision|diplopia|seeing double|see double)\b/,
        /\b(?:double vision|diplopia|eye turn)\b[^.;:]{0,40}\b(?:starts|started|appears|appeared|comes on|came on|begins|began) suddenly/,
        /\bsuddenly (?:starts? (?:to )?)?(?:see(?:s|ing)? double|turns?|cross(?:es)?)\b(?! (?:red|blurry|dark|white|cloudy|pink|milky|gray|grey)\b)/,
      ),
      es: anyOf(
        /\b(?:visión doble|ver doble|ve doble|diplopía)\b (?:[\wáéíóúñ]+ ){0,3}?(?:repentina|nueva|de repente|de golpe|de pronto)\b/,
        /\b(?:de repente|de pronto|de golpe|repentinamente),? (?:[\wáéíóúñ]+ ){0,3}?(?:ve doble|ver doble|visión doble|se (?:le )?desv[íi]an?|se (?:le )?tuerce)/,
        /\bnueva visión doble\b|\bempieza a ver doble\b/,
        /\b(?:se (?:le )?)?desv[íi](?:a|an|arse)\b (?:[\wáéíóúñ]+ ){0,3}?de (?:repente|golpe|pronto)/,
      ),
    },
    ignore: {
      // Double vision in one eye alone (it stays with the other eye covered) comes from the eye
      // itself; double vision that builds over days is another page's answer (multiple sclerosis).
      en: anyOfAll(
        /\b(?:double vision|seeing double|see double|double)\b (?:\w+ ){0,2}(?:in|with) one eye\b/,
        /(?<![^.;:])[^.;:]*\b(?:slowly|gradually|over (?:a day|days|several days|weeks) or more|a day or more)\b[^.;:]*/,
      ),
      es: anyOfAll(
        /\b(?:visión doble|ver doble|ve doble|doble)\b (?:[\wáéíóúñ]+ ){0,2}(?:en|con) un (?:solo )?ojo\b/,
        /(?<![^.;:])[^.;:]*\b(?:poco a poco|lentamente|en uno o más días|con los días)\b[^.;:]*/,
      ),
    },
  },
  {
    id: 'blood in the front of the eye (hyphema)',
    emergencyPage: 'emergency/hyphema',
    symptom: {
      en: anyOf(
        /\bhyphemas?\b|\bblood in the eye\b/,
        /\bblood (?:in|inside|pooling in) (?:the )?front of the eye\b|\bblood (?:in front of|over) the (?:colored part|iris)\b/,
      ),
      es: anyOf(
        /\bhi[fp]emas?\b|\bsangre dentro del ojo\b/,
        /\bsangre (?:en|dentro de) la parte de (?:enfrente|adelante|delante) del ojo\b|\bsangre (?:delante|enfrente) de la parte de color\b/,
      ),
    },
  },
  {
    id: 'sudden blur that does not clear',
    emergencyPage: 'emergency/sudden-blurry-vision',
    symptom: {
      en: anyOf(
        /\bsudden(?:ly)?,? (?:\w+ ){0,3}?(?:blur|blurs|blurry|blurred|blurring|dims|dim)\b/,
        /\b(?:blurs|blurry|blurred|blur)\b (?:\w+ ){0,4}?suddenly\b/,
        /\b(?:vision|sight)\b (?:\w+ ){0,4}?suddenly (?:turns? |goes |becomes? |gets? )?(?:blur\w*|dim\w*)/,
        /\bblur\w* quickly\b|\bblur\w*\b[\s\S]*\b(?:the change|it) (?:is|was) sudden\b/,
      ),
      es: anyOf(
        /\b(?:visión|vista) (?:[\wáéíóúñ]+ ){0,2}borrosa (?:[\wáéíóúñ]+ ){0,2}(?:repentina|de repente|de golpe|de pronto)\b/,
        /\b(?:de repente|de golpe|de pronto|repentinamente),? (?:[\wáéíóúñ]+ ){0,4}?(?:borros[oa]|se (?:le )?nubla)\b/,
        /\bse (?:le )?(?:nubla|pone borrosa|vuelve borrosa)\b[^.;:]{0,60}\bde (?:repente|golpe|pronto)\b/,
        /\bse (?:le )?nubla rápido\b|\b(?:nubla|borros)\w*\b[\s\S]*\bel cambio es repentino\b/,
        /\bvisión borrosa repentina\b/,
      ),
    },
    ignore: {
      // Blur that clears with blinking, or blur of near vision only, is not this emergency.
      en: anyOfAll(
        /(?<![^.;:])[^.;:]*(?<!(?:not|n't) )\bclears? (?:up )?(?:when you blink|with blinking|after blinking)[^.;:]*/,
        /(?<![^.;:])[^.;:]*\b(?:near vision|up close|when reading)\b[^.;:]*/,
      ),
      es: anyOfAll(
        /(?<![^.;:])[^.;:]*(?<!no )\bse (?:le )?(?:quita|aclara) (?:al|cuando) parpade\w*[^.;:]*/,
        /(?<![^.;:])[^.;:]*\bde cerca\b[^.;:]*/,
      ),
    },
  },
  {
    id: 'swollen eyelid with fever',
    emergencyPage: 'emergency/orbital-cellulitis',
    symptom: { en: /\bfever\b/i, es: /\bfiebre\b/i },
    ignore: { en: /\bhay fever\b|\bfever blisters?\b/gi, es: /\bfiebre del heno\b/gi },
    alsoNeeds: {
      en: /\bswollen\b|\bswell(?:s|ing)?\b|\bpuffy\b/i,
      es: /\bhinchad[oa]s?\b|\bhinchazón\b|\bse (?:le )?hinch\w*|\binflamad[oa]s?\b/i,
    },
    bySentence: true,
  },
  {
    id: 'new dim or washed-out vision in one eye',
    emergencyPage: 'emergency/optic-neuritis',
    // Vision in one eye that dims or loses its colors over hours or days: the optic nerve (optic
    // neuritis, pressure on the nerve in thyroid eye disease), or a blocked vessel. At home it
    // cannot be told apart from the causes that need treatment within hours.
    symptom: {
      en: anyOf(
        /\b(?:vision|sight)\b (?:in (?:one|that|an|the) eye )?(?:\w+ ){0,3}?(?:dims|dimming|dimmer|dim)\b/,
        /\bdimming of (?:\w+ )?(?:vision|sight)\b|\b(?:dim|dimmer) (?:or blurry )?vision\b|\bblurry or dim vision\b/,
        /\bcolors? (?:\w+ ){0,3}?(?:faded|fading|washed out)\b/,
      ),
      es: anyOf(
        /\b(?:vista|visión)\b (?:de (?:un|ese|el) ojo )?(?:[\wáéíóúñ]+ ){0,4}?(?:opaca|apagad[oa]|se (?:le )?oscurec\w*|oscureciendo|se (?:le )?apaga)\b/,
        /\bojo (?:[\wáéíóúñ]+ ){0,3}?ve (?:más )?(?:apagado|opaco|oscuro)\b/,
        /\bcolores\b (?:[\wáéíóúñ]+ ){0,5}?(?:apagados|deslavados|descoloridos)\b/,
      ),
    },
    ignore: {
      // Dimming over months or years (a cataract, an old nerve), clause by clause: an exam soon.
      // Colors that stay faded after optic neuritis has healed are no new loss.
      en: anyOfAll(
        /(?<![^.;:,])[^.;:,]*\b(?:slowly|gradually|over (?:weeks|months|years)|for a short time)\b[^.;:,]*/,
        /\bstay (?:\w+ ){0,2}(?:faded|dimmer|duller)\b/,
      ),
      es: anyOfAll(
        /(?<![^.;:,])[^.;:,]*\b(?:poco a poco|lentamente|con los años|durante años|en (?:semanas|meses|años))\b[^.;:,]*/,
        /\b(?:sigue|siguen|quedar|quedan?) (?:[\wáéíóúñ]+ ){0,3}(?:apagad[oa]s?|deslavad[oa]s?)\b/,
      ),
    },
    // In one eye, or new: a list of a cataract's symptoms is not this flag.
    alsoNeeds: {
      en: /\b(?:one|that|an|the same|the other) eye\b|\bnew\b|\bsudden(?:ly)?\b|\bover (?:hours|a day)/i,
      es: /\b(?:un|ese|el otro|el mismo) ojo\b|\bnuev[oa]s?\b|\bde (?:repente|golpe|pronto)\b|\botra vez\b|\ben (?:horas|uno o dos días)\b/i,
    },
  },
  {
    id: 'new floaters or flashes',
    emergencyPage: 'emergency/new-floaters-and-flashes',
    level: 'same-day',
    // A few floaters for a short time are expected after a YAG laser; a shower of them is not.
    ignore: {
      en: /\b(?:a few|some) new floaters for a (?:short )?(?:time|while)\b/gi,
      es: /\b(?:unas pocas|unas cuantas|algunas) moscas volantes nuevas por (?:un )?(?:poco|corto) (?:tiempo|rato)\b/gi,
    },
    symptom: {
      en: anyOf(
        /\bnew (?:\w+ ){0,2}?(?:floaters|flashes)\b|\b(?:shower|burst|cloud) of (?:new )?floaters\b/,
        /\b(?:floaters|flashes)\b (?:\w+ ){0,3}?(?:that )?(?:are new|start(?:ed)? suddenly|appear(?:ed)? suddenly)\b/,
        /\bsudden (?:\w+ ){0,2}?(?:floaters|flashes)\b/,
      ),
      es: anyOf(
        /\b(?:moscas volantes|destellos)\b[^.;:]{0,40}\bnuev[oa]s\b|\bnuev[oa]s (?:[\wáéíóúñ]+ ){0,2}?(?:moscas volantes|destellos)\b/,
        /\blluvia de moscas volantes\b|\bde repente (?:[\wáéíóúñ]+ ){0,3}?(?:moscas volantes|destellos)\b/,
      ),
    },
  },
]

/** A pointer to another page ("Read more about sudden blurry vision"): it names a page, not a symptom. */
const pointer: Record<Language, RegExp> = {
  en: /\bread (?:more )?(?:about|what to do)\b[^.;]*/gi,
  es: /\blea (?:más )?(?:sobre|qué hacer)\b[^.;]*/gi,
}

/** Whether text is about a red flag: its symptom named, once the look-alikes are set aside. */
export function mentions(flag: RedFlag, text: string, language: Language): boolean {
  // Setting text aside never adds a symptom: text that does not name it is done with at once.
  if (!flag.symptom[language].test(text)) return false
  if (flag.bySentence && sentences(text).length > 1)
    return sentences(text).some((sentence) => mentions({ ...flag, bySentence: false }, sentence, language))
  const named = text.replace(pointer[language], ' ')
  const cleaned = flag.ignore ? named.replace(flag.ignore[language], ' ') : named
  if (!flag.symptom[language].test(cleaned)) return false
  return flag.alsoNeeds ? flag.alsoNeeds[language].test(cleaned) : true
}
