import type { Announcement } from '#shared/content/data-schema'
import type { Closure } from '#shared/hours/schedule'
import type { Language } from '#shared/languages'
import { adviceUnits, readUnit, sentences, textUnits, type AdviceUnit } from './advice-units'
import { anyOf, anyOfAll, mentions, redFlags, type RedFlag } from './red-flag-words'
import type { Frontmatter } from './schema'

export { mentions, redFlags, type RedFlag }

/**
 * One answer per danger (CONTENT.md, "Medical care in writing"). Wherever a page, a news post, an
 * FAQ answer or a data file gives advice about one of these symptoms, the advice is as urgent as
 * the matching emergency page's: call 911 or go to the emergency room now, and for a chemical in
 * the eye, flush with clean water for at least 15 minutes first; for the few dangers whose answer
 * is an exam the same day, never "soon" or "at your next visit". "Call us the same day" next to a
 * curtain over the vision, in any sentence, list item or FAQ answer, is a problem.
 *
 * Beside the symptoms, a few rules about what a patient is told to do (`adviceRules`): on an
 * emergency page whose answer is the emergency room, offer nothing beside it (not our office "if we
 * can see you within hours"); rinse only a chemical, never a cut or a stuck object; never send a
 * patient to the office's line at night as if it were answered; say what to do when the office is
 * closed; name who does a laser treatment; give hyperacute conjunctivitis its antibiotic shot, not
 * pills; never tell a stroke's reader the treatments are over after a few hours; and what a health
 * savings account does at the end of the year.
 */

/** Advice weaker than the emergency room: a call to the office, a visit soon, "the same day". */
export const weakAdvice: Record<Language, RegExp> = {
  en: anyOf(
    /\bsame[- ]day\b|\btoday\b|\btomorrow\b|\bsoon\b|\bpromptly\b|\bright away\b/,
    /\bwithin (?:a|one|two|\d+|a few) (?:hours?|days?|weeks?)\b|\bwithin (?:days|weeks)\b(?! to\b)/,
    /\bbook\b|\bappointment\b|\bschedule\b|\blet us know\b/,
    // "If you call us with..." tells what happens, not what to do.
    /(?<!(?:if|when) you )\bcall (?:us|our|the office|your|a)\b|\bcontact (?:us|your|our)\b/,
    /\bsee (?:us|a doctor|an eye doctor|your (?:eye )?doctor)\b|\bget (?:it |them |this )?checked\b/,
    /\b(?:seek|get) (?:\w+ ){0,2}(?:care|help|attention)\b/,
    /\burgent(?:ly)? (?:care|visit|exam|check|attention)/,
  ),
  es: anyOf(
    /\bmismo día\b|\bhoy\b|\bmañana\b|(?<!de )\bpronto\b|\bde inmediato\b|\bcuanto antes\b/,
    /\ben (?:unas|pocas|\d+) (?:horas|días)\b/,
    /\bcita\b|\bavísenos\b|\bconsulte\b|\brevis(?:ar|e|en|arse|ión)\w*/,
    /\bllámenos\b|\bllame (?:a|al|de inmediato|ya|hoy)\b(?! 911)|\bcomuníquese\b|\bvea a (?:su|un)\b/,
    /\bbusque (?:\w+ ){0,2}(?:atención|ayuda)\b/,
    /\batención urgente\b|\burgencias\b/,
  ),
}

/**
 * The emergency pages' answer: 911 or the emergency room. Not "urgencias" alone: in Southern
 * California it reads as an urgent care clinic as often as the emergency room.
 */
export const emergencyAdvice: Record<Language, RegExp> = {
  en: /\b911\b|\b[Ee]mergency (?:room|department)\b|\bER\b/,
  es: /\b911\b|\bsala de emergencias\b|\ba emergencias\b/i,
}

/**
 * A place offered beside the emergency room that cannot do its work: an urgent care clinic
 * ("urgent care or the ER") cannot examine the inside of the eye, scan the orbit or call an eye
 * surgeon in, and our office ("we may ask you to come straight to us", "or call our office if we
 * can see you within hours") has no scanner or operating room either. A reader given the choice
 * takes the nearer and loses the time the emergency page is about. Calling us on the way, or
 * after, is no choice: "and call us on the way" passes.
 */
const insteadOfTheEmergencyRoom: Record<Language, RegExp> = {
  en: anyOf(
    /\b(?:go to|an?|the|at|from|in) urgent care\b|\burgent care (?:clinic|center)s?\b/,
    /(?<!(?:not|n't|never|if you|when you) )\bcome (?:straight |directly )?(?:to us|to our office|in to see us)\b/,
    /\bor call (?:us|our office|the office)\b|\bif we can see you\b|\b(?:ask|tell) you to come in\b/,
  ),
  es: anyOf(
    /\b(?:clínica|centro) de urgencias\b|\b(?:a|en) urgencias\b|\bcuidado urgente\b/,
    /(?<!no )\bvenga (?:directo |directamente )?(?:con nosotros|a (?:nuestro consultorio|nuestra oficina))\b/,
    /\bo (?:llámenos|llame (?:de inmediato )?a (?:nuestro consultorio|nosotros))\b|\bsi podemos verlo\b|\ble pidamos que venga\b/,
  ),
}

/** Advice for a same-day danger that waits longer: "soon", "tell us", "within a few days". */
export const laterAdvice: Record<Language, RegExp> = {
  en: anyOf(
    /\bsoon\b|\btell us\b|\blet us know\b|\bmention\b|\bbook\b|\bschedule\b|\bappointment\b/,
    /\bnext (?:visit|exam|appointment|open day)\b|\bwithin (?:a |one |two |a few |\d+ )?(?:days?|weeks?)\b/,
  ),
  es: anyOf(
    /(?<!de )\bpronto\b|\bcuéntenos\b|\bavísenos\b|\bdíganos\b|\bcomente\b|\bhaga (?:una|su) cita\b/,
    /\bpróxim[ao] (?:cita|visita|examen)\b|\ben (?:uno o dos|unos|pocos|\d+) días\b|\ben (?:una|unas|\d+) semanas?\b/,
  ),
}

/** The answer of a same-day danger: an exam today, or sooner. */
const sameDayAdvice: Record<Language, RegExp> = {
  en: /\bsame[- ]day\b|\btoday\b|\bright away\b|\bnow\b|\bimmediately\b/i,
  es: /\bmismo día\b|\bhoy\b|\bde inmediato\b|\bahora\b|\benseguida\b/i,
}

/** Flushing with water for at least 15 minutes. */
export const flushAdvice: Record<Language, RegExp> = {
  en: anyOf(
    /\b(?:flush|rins|irrigat)\w*\b[^.]{0,120}\b15 minutes/,
    /\b15 minutes\b[^.]{0,60}\b(?:flush|rins|irrigat)\w*/,
  ),
  es: anyOf(
    /\b(?:enju[aá]g|lav|irrig)\w*\b[^.]{0,120}\b15 minutos/,
    /\b15 minutos\b[^.]{0,60}\b(?:enju[aá]g|lav|irrig)\w*/,
  ),
}

/** Words that put flushing first even when its sentence comes after the call to 911. */
const first: Record<Language, RegExp> = { en: /\b(?:first|before)\b/i, es: /\b(?:primero|antes)\b/i }

/**
 * Whether text puts flushing for 15 minutes before the call to 911: in the sentence that says to
 * flush ("flush..., then call 911", "...first"), or in the order of the words, read whole or from
 * where the chemical is named.
 */
function flushComesFirst(flag: RedFlag, text: string, language: Language): boolean {
  const inOrder = (part: string) => {
    const flush = flushAdvice[language].exec(part)
    const emergency = emergencyAdvice[language].exec(part)
    return flush !== null && emergency !== null && flush.index < emergency.index
  }
  const sentence = sentences(text).find((part) => flushAdvice[language].test(part))
  if (!sentence) return false
  if (inOrder(sentence) || first[language].test(sentence)) return true
  const named = flag.symptom[language].exec(text)?.index ?? 0
  return inOrder(text) || inOrder(text.slice(named))
}

/** What can be wrong with the advice a page gives about a red flag, and the build's words for it. */
export const flagProblems = {
  later: 'gets later advice than "an eye exam the same day"',
  'not-sent': 'is not sent to 911 or the emergency room',
  'before-flushing': 'is sent to the emergency room before flushing',
  'beside-the-er':
    'is offered urgent care or our office beside the emergency room: say the emergency room alone',
  weaker: 'gets weaker advice than "call 911 or go to the emergency room now"',
  'no-first-aid':
    'is advised on, but the page never says to flush with clean water for at least 15 minutes, then call 911 or go to the emergency room',
} as const
export type FlagProblem = keyof typeof flagProblems

/** What is wrong with one piece of advice about a red flag, or `null`. */
export function unitProblem(flag: RedFlag, unit: AdviceUnit, language: Language): FlagProblem | null {
  const text = readUnit(unit)
  if (!mentions(flag, text, language)) return null
  const emergency = emergencyAdvice[language].test(text)
  if (flag.level === 'same-day') {
    if (emergency || sameDayAdvice[language].test(text) || !laterAdvice[language].test(text)) return null
    return 'later'
  }
  const weak = weakAdvice[language].test(text)
  if (flag.flushFirst) {
    // Flushing and the call to 911 may be two sentences of one paragraph: read whole blocks.
    if (!unit.whole || !(weak || emergency)) return null
    if (!emergency) return 'not-sent'
    if (flushAdvice[language].test(unit.text) && !flushComesFirst(flag, unit.text, language))
      return 'before-flushing'
    return null
  }
  if (emergency && insteadOfTheEmergencyRoom[language].test(text)) return 'beside-the-er'
  if (emergency || !weak) return null
  return 'weaker'
}

/** Whether a page advises on a chemical in the eye without the first aid in full anywhere on it. */
function missingFirstAid(flag: RedFlag, units: AdviceUnit[], language: Language): AdviceUnit | undefined {
  const advised = units.find((unit) => {
    const text = readUnit(unit)
    const advises = weakAdvice[language].test(text) || emergencyAdvice[language].test(text)
    return unit.whole && !unit.teaser && advises && mentions(flag, text, language)
  })
  const firstAid = units.some(
    (unit) =>
      flushAdvice[language].test(unit.text) &&
      emergencyAdvice[language].test(readUnit(unit)) &&
      flushComesFirst(flag, unit.text, language),
  )
  return firstAid ? undefined : advised
}

/**
 * What a patient is told to do, checked beside the symptoms: each rule reads one piece of advice
 * and says what is wrong with it, with the answer the emergency pages give.
 */
export interface AdviceRule {
  id: string
  /** What is wrong and what to say instead. */
  problem: string
  /** Whether this piece of advice breaks the rule. */
  breaks: (unit: AdviceUnit, language: Language) => boolean
  /** The pages the rule reads, when not every page and data file. */
  readsOnly?: (front: Frontmatter) => boolean
}

/** An instruction to rinse or flush the eye (not "rinsing can push...", "after rinsing"), and "do not rinse". */
const rinse: Record<Language, RegExp> = {
  en: /(?:^|[,;:]\s*|\b(?:then|and|first|gently|now)\s+)(?:rinse|flush|irrigate|wash)\b/i,
  es: /(?:^|[,;:]\s*|\b(?:luego|y|primero|después)\s+)(?:enjuague|enjuáguel[oe]s?|lave|lável[oe]s?|irrigue)\b/i,
}
const noRinse: Record<Language, RegExp> = {
  en: /\b(?:do not|don't|never|without|not to) (?:\w+ ){0,4}?(?:rins|flush|irrigat|wash)/i,
  es: /\b(?:no|nunca|sin) (?:[\wáéíóúñ]+ ){0,4}?(?:enju[aá]g|lav|irrig)/i,
}
/** An eye that may be cut or pierced, or have something stuck in it: rinsing can push it in. */
const injury: Record<Language, RegExp> = {
  en: anyOf(
    /\b(?:gets?|got|is|was) (?:\w+ ){0,2}?hurt\b|\binjur(?:y|ies|ed)\b|\bcuts?\b|\bstab\w*|\bpok(?:e|ed|es)\b/,
    /\bpenetrat\w*|\b(?:stuck|sticking|lodged|embedded) (?:in|into|out of)\b|\bhit (?:in|on) the eye\b/,
  ),
  es: anyOf(
    /\bse (?:le )?lastim\w*|\blastimad[oa]\b|\blesi[oó]n(?:es)?\b|\bherid[oa]s?\b|\bcortad[oa]s?\b/,
    /\bclavad[oa]\b|\bencajad[oa]\b|\bpenetra\w*|\bgolpe (?:en|al) el ojo\b/,
  ),
}
/** A chemical's injury is the one that is rinsed, and an eye "that is not cut" has none: set aside first. */
const notInjury: Record<Language, RegExp> = {
  en: anyOfAll(
    /\bchemical (?:injur\w*|burns?)\b|\binjur\w* from (?:a )?chemicals?\b/,
    /\b(?:is |are )?not (?:\w+ ){0,2}?(?:cut|injured|hurt)\b|\b(?:no|without an?) (?:\w+ ){0,2}?(?:cut|injury)\b/,
  ),
  es: anyOfAll(
    /\b(?:lesi[oó]n|quemadura|herida)(?:es)? químic[oa]s?\b/,
    /\bno (?:está |tiene )?(?:[\wáéíóúñ]+ ){0,2}?(?:cortad[oa]|lastimad[oa]|herid[oa])\b|\bsin (?:[\wáéíóúñ]+ ){0,2}?(?:cortada|herida|lesión)\b/,
  ),
}
/** A sentence that carries its own condition ("If a chemical...", "For a cut..."). */
const conditional: Record<Language, RegExp> = {
  en: /^(?:if|for|when|after|in case)\b/i,
  es: /^(?:si|para|cuando|después|en caso|ante)\b/i,
}

/**
 * Whether a block says to rinse an eye that may be injured: the sentence that says to rinse, read
 * with the condition it answers (its own "If...", or the sentence before it, or a list's lead-in).
 */
function rinsesInjury(unit: AdviceUnit, language: Language): boolean {
  if (!unit.whole) return false
  // Clauses: "For a cut: do not rinse; for a chemical, rinse..." answers two conditions.
  const parts = sentences(unit.text).flatMap((sentence) => sentence.split(/[;:]\s*/))
  return parts.some((sentence, index) => {
    if (!rinse[language].test(sentence) || noRinse[language].test(sentence)) return false
    const before = parts[index - 1] ?? unit.context
    const topic = conditional[language].test(sentence) ? sentence : `${before} ${sentence}`
    return injury[language].test(topic.replace(notInjury[language], ' '))
  })
}

/** A call to the practice's own line. */
const officeLine: Record<Language, RegExp> = {
  en: /\bcall (?:us|our office|the office)\b|\bor us\b|\bcall and we\b|\{\{phone\w*\}\}|\bour (?:office|line)\b/i,
  es: /\bllámenos\b|\bnos llama\b|\{\{phone\w*\}\}|\bnuestr[oa] (?:consultorio|oficina|línea)\b/i,
}
/** At any hour: what a line says only if somebody answers it then. */
const atNight: Record<Language, RegExp> = {
  en: anyOf(
    /\beven at night\b|\bat night or (?:on )?(?:a |the )?weekends?\b|\bnights? (?:or|and) weekends?\b|\bon (?:a |the )?weekends?\b/,
    /\bafter[- ]hours\b|\bday or night\b|\b24 hours a day\b|\b24\/7\b|\baround the clock\b/,
  ),
  es: anyOf(
    /\baunque sea de noche\b|\bde noche o (?:en )?(?:el )?fin(?:es)? de semana\b|\ben (?:el )?fin(?:es)? de semana\b/,
    /\bfuera de(?:l)? horario\b|\bdespués de horas\b|\ba cualquier hora\b|\blas 24 horas\b|\bde día o de noche\b/,
  ),
}

/** A message left with the office, or a call the office answers with where to go. */
const officeOnly: Record<Language, RegExp> = {
  en: /\bleave (?:us )?a message\b|\bwe (?:will )?call (?:you )?back\b|\bwe will tell you where to go\b/i,
  es: /\bdeje (?:un )?mensaje\b|\ble (?:regresamos|devolvemos) la llamada\b|\ble diremos a dónde ir\b/i,
}
/** What to do when the office is closed, or the problem cannot wait for it. */
const whenClosed: Record<Language, RegExp> = {
  en: /\b(?:if|when|while) (?:we are|we're|the office is|our offices? (?:is|are)) closed\b|\bcan(?:not|'t) reach us\b|\bcan(?:not|'t) wait\b/i,
  es: /\b(?:si|cuando|mientras) (?:estamos|está|están) cerrad[oa]s?\b|\bno (?:nos )?(?:puede|logra) (?:localizar|comunicar)\w*|\bno puede esperar\b/i,
}

/** A laser, "the office" it is done in, and the doctors who do it. */
const laser: Record<Language, RegExp> = { en: /\blasers?\b/i, es: /\bl[áa]ser\b/i }
const inTheOffice: Record<Language, RegExp> = {
  en: /\bin (?:the|our) office\b/i,
  es: /\ben (?:el|nuestro) consultorio\b(?! de)/i,
}

const whoDoesIt: Record<Language, RegExp> = {
  en: /\b(?:specialists?|surgeons?|ophthalmologists?)\b/i,
  es: /\b(?:especialistas?|cirujan[oa]s?|oftalmólog[oa]s?)\b/i,
}

/** Whether a sentence puts a laser "in the office", the laser named in it or in the sentence before. */
function laserInTheOffice(text: string, language: Language): boolean {
  const parts = sentences(text)
  return parts.some(
    (sentence, index) =>
      inTheOffice[language].test(sentence) && laser[language].test(`${parts[index - 1] ?? ''} ${sentence}`),
  )
}

/** A health savings account said to reset or expire at the end of the year ("does not expire" is right). */
const savingsNot: Record<Language, RegExp> = {
  en: /(?:\bnot|n't|\bnever) (?:\w+ )?(?:reset|expire|start over|lose)\b/i,
  es: /\b(?:no|nunca) (?:se )?(?:vence|vencen|reinicia|pierde|empieza)/i,
}
const savingsReset: Record<Language, RegExp> = {
  en: /\b(?:health savings accounts?|HSAs?)\b[^.]{0,80}\b(?:reset|resets|expire|expires|start over|lose)\b/i,
  es: /\bcuentas? de ahorros? (?:para|de) (?:la )?salud\b[^.]{0,80}(?:empiezan de nuevo|se reinici\w*|vencen|se pierden?)/i,
}

/**
 * Pills offered as the treatment of hyperacute (gonococcal) conjunctivitis: "a shot or pills" reads
 * as if a prescription from any clinic would do; the treatment is an antibiotic shot (ceftriaxone).
 */
const gonococcal = /\bhyperacute\b|\bhiperaguda\b|\bgonorr|\bgonoc/i
const shotOrPills: Record<Language, RegExp> = {
  en: /\b(?:shots?|injections?) or (?:\w+ )?pills\b|\bpills or (?:an? )?(?:\w+ )?(?:shots?|injections?)\b/i,
  es: /\binyecci(?:ón|ones) o (?:en |las )?pastillas\b|\bpastillas o (?:en |la |una )?inyecci(?:ón|ones)\b/i,
}

/**
 * A stroke's treatments said to work "only within a few hours", clot removal included: it can be done
 * up to about a day later in some people, and a reader who is past a few hours must still call 911.
 */
const clotRemoval: Record<Language, RegExp> = {
  en: /\b(?:remov\w*|pull\w* out) (?:a |the )?clots?\b/i,
  es: /\bsac(?:ar|arlo|an|ar el coágulo)\b/i,
}
const onlyHours: Record<Language, RegExp> = {
  en: /\bonly (?:work |works )?(?:within|in) (?:a few|the first(?: few)?) hours\b/i,
  es: /\bsolo (?:funcionan? )?en las primeras horas\b/i,
}

export const adviceRules: AdviceRule[] = [
  {
    id: 'the emergency room alone',
    problem:
      'offers our office or urgent care beside the emergency room on an emergency page whose answer is ' +
      'the emergency room: say to go to the emergency room now and call us on the way; we see the ' +
      'patient after the emergency visit',
    readsOnly: (front) => front.type === 'emergency' && front.urgency === 'emergency-room',
    // The page's own words: an FAQ may ask "Can an urgent care clinic stitch my eyelid?".
    breaks: (unit, language) => unit.whole && insteadOfTheEmergencyRoom[language].test(unit.text),
  },
  {
    id: 'rinse a chemical only',
    problem:
      'says to rinse an eye that may be cut or have something stuck in it: rinse only a chemical; for a cut ' +
      'or a stuck object, do not rinse or press, tape a shield or paper cup over the eye and go to the ' +
      'emergency room (emergency/penetrating-eye-injury)',
    breaks: rinsesInjury,
  },
  {
    id: "the office's line at night",
    problem:
      'tells the reader to call the office at night or on a weekend, when nobody may answer: say to call ' +
      'the after-hours number the surgeon gave, or go to the emergency room (emergency/post-surgery)',
    breaks: (unit, language) =>
      unit.whole &&
      sentences(unit.text).some(
        (sentence) => officeLine[language].test(sentence) && atNight[language].test(sentence),
      ),
  },
  {
    id: 'when the office is closed',
    problem:
      'sends the reader to the office without saying what to do when it is closed or the problem cannot ' +
      'wait: 911 or the emergency room (pages/emergency)',
    breaks: (unit, language) =>
      unit.whole &&
      officeOnly[language].test(unit.text) &&
      !(whenClosed[language].test(unit.text) && emergencyAdvice[language].test(unit.text)),
  },
  {
    id: 'who does the laser',
    problem:
      'says a laser treatment is done "in the office" without saying whose: we refer, and a retina ' +
      'specialist or eye surgeon does it in their office',
    breaks: (unit, language) =>
      laserInTheOffice(unit.text, language) && !whoDoesIt[language].test(readUnit(unit)),
  },
  {
    id: 'an antibiotic shot for hyperacute conjunctivitis',
    problem:
      'offers pills as the treatment of hyperacute (gonococcal) conjunctivitis: the treatment is an ' +
      'antibiotic shot (ceftriaxone), with eye rinses and drops (emergency/hyperacute-conjunctivitis)',
    readsOnly: (front) => gonococcal.test(`${front.heading} ${front.summary}`),
    breaks: (unit, language) => shotOrPills[language].test(unit.text),
  },
  {
    id: 'the stroke window',
    problem:
      'says a stroke can be treated, clot removal included, only within a few hours: clot-busting ' +
      'medicine is given within about 4.5 hours, a clot can be removed up to about a day later in some ' +
      'people, and every reader calls 911 however long it has been (emergency/stroke-and-vision)',
    breaks: (unit, language) =>
      sentences(unit.text).some(
        (sentence) => clotRemoval[language].test(sentence) && onlyHours[language].test(sentence),
      ),
  },
  {
    id: 'health savings accounts',
    problem:
      'says health savings accounts reset or expire: HSA money rolls over from year to year; it is a ' +
      'flexible spending account (FSA) that can expire at the end of the plan year',
    breaks: (unit, language) =>
      sentences(unit.text).some(
        (sentence) => savingsReset[language].test(sentence) && !savingsNot[language].test(sentence),
      ),
  },
]

/**
 * One piece of advice that breaks a red flag's answer or an advice rule: where it is, what it
 * says, and which flag or rule with what problem, so the content editor can say it in the staff
 * member's words; `text` is the build's sentence.
 */
export interface RedFlagFinding {
  /** The unit's place: `summary`, `faq 2`, `doNow 1`, `body "Symptoms"`. */
  where: string
  /** The advice, as read (up to 200 characters). */
  quote: string
  /** The red flag's id and what is wrong with its advice, or the advice rule's id. */
  breaks: { flag: string; problem: FlagProblem; page: string } | { rule: string }
  text: string
}

/**
 * The problems of some units in one language, each with where it is and what to say instead; the
 * page they come from, if any, for the rules that read some pages only.
 */
function unitsFindings(units: AdviceUnit[], language: Language, front?: Frontmatter): RedFlagFinding[] {
  const findings = new Map<string, RedFlagFinding>()
  const add = (unit: AdviceUnit, breaks: RedFlagFinding['breaks']) => {
    const quote = readUnit(unit).slice(0, 200)
    const what =
      'rule' in breaks
        ? `${breaks.rule}: ${adviceRules.find((rule) => rule.id === breaks.rule)?.problem ?? ''}`
        : `${breaks.flag} ${flagProblems[breaks.problem]} (${breaks.page})`
    const text = `${unit.where}: ${what}: "${quote}"`
    if (!findings.has(text)) findings.set(text, { where: unit.where, quote, breaks, text })
  }
  for (const flag of redFlags) {
    for (const unit of units) {
      const problem = unitProblem(flag, unit, language)
      if (problem) add(unit, { flag: flag.id, problem, page: flag.emergencyPage })
    }
    // A reader who lands on any page that speaks of a chemical in the eye may read nothing else.
    const advised = flag.flushFirst ? missingFirstAid(flag, units, language) : undefined
    if (advised) add(advised, { flag: flag.id, problem: 'no-first-aid', page: flag.emergencyPage })
  }
  for (const rule of adviceRules) {
    if (rule.readsOnly && !(front && rule.readsOnly(front))) continue
    for (const unit of units) if (rule.breaks(unit, language)) add(unit, { rule: rule.id })
  }
  return [...findings.values()]
}

/** Every red-flag problem of a page in one language, with where it is and what to say instead. */
export function redFlagFindings(front: Frontmatter, body: string, language: Language): RedFlagFinding[] {
  return unitsFindings(adviceUnits(front, body), language, front)
}

/** The same, as the build prints them. */
export const redFlagProblems = (front: Frontmatter, body: string, language: Language): string[] =>
  redFlagFindings(front, body, language).map((finding) => finding.text)

/** The data files that show text on every page: the announcement band and the closures' reasons. */
export interface SiteTexts {
  announcements: Announcement[]
  closures: Closure[]
}

/**
 * Whether an announcement names every closure in the days it shows: each full day closed, by its
 * reason ("Christmas Day"), and each day of short hours, by its reason or as short hours. An
 * announcement of "shorter hours in late December" when three offices close on Christmas Day
 * tells a patient the office is open.
 */
export function unnamedClosures(
  announcement: Announcement,
  closures: Closure[],
  language: Language,
): string[] {
  const text = announcement.text[language].toLowerCase()
  const shortHours = language === 'en' ? /\b(?:short|shorter|early|earlier)\b/ : /\b(?:cort[oa]s?|temprano)\b/
  const and = language === 'en' ? /,\s*|\s+and\s+/ : /,\s*|\s+y\s+/
  return closures
    .filter((closure) => closure.from <= announcement.end && closure.to >= announcement.start)
    .filter((closure) => {
      const named = closure.reason[language]
        .split(and)
        .every((part) => text.includes(part.trim().toLowerCase()))
      return !(named || (closure.hours && shortHours.test(text)))
    })
    .map(
      (closure) =>
        `${closure.reason[language]} (${closure.from}${closure.to === closure.from ? '' : ` to ${closure.to}`})`,
    )
}

/** The red-flag problems of the data files' texts, and closures an announcement leaves out. */
export function siteTextProblems({ announcements, closures }: SiteTexts, language: Language): string[] {
  const units = [
    ...announcements.flatMap(({ id, text }) => textUnits(`announcement "${id}"`, text[language])),
    ...closures.flatMap(({ from, reason }) => textUnits(`closure of ${from}`, reason[language])),
  ]
  const unnamed = announcements.flatMap((announcement) => {
    const missing = unnamedClosures(announcement, closures, language)
    return missing.length === 0
      ? []
      : [
          `announcement "${announcement.id}": does not name ${missing.join(', ')}, which fall in the days it shows`,
        ]
  })
  return [...unitsFindings(units, language).map((finding) => finding.text), ...unnamed]
}
