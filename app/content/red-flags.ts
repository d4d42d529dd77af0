import type { Language } from '#shared/languages'
import { adviceUnits, readUnit, sentences, type AdviceUnit } from './advice-units'
import { anyOf, mentions, redFlags, type RedFlag } from './red-flag-words'
import type { Frontmatter } from './schema'

export { mentions, redFlags, type RedFlag }

/**
 * One urgency per red-flag symptom (CONTENT.md, "Medical care in writing"). Wherever a page gives
 * advice about one of these symptoms, the advice is as urgent as the matching emergency page's:
 * call 911 or go to the emergency room now, and for a chemical in the eye, flush with clean water
 * for at least 15 minutes first. "Call us the same day" next to a curtain over the vision, in any
 * sentence, list item or FAQ answer of any page, is a problem.
 */

/** Advice weaker than the emergency room: a call to the office, a visit soon, "the same day". */
export const weakAdvice: Record<Language, RegExp> = {
  en: anyOf(
    /\bsame[- ]day\b|\btoday\b|\btomorrow\b|\bsoon\b|\bpromptly\b|\bright away\b/,
    /\bwithin (?:a|one|two|\d+|a few) (?:hours?|days?|weeks?)\b/,
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
  ),
}

/** The emergency pages' answer: 911 or the emergency room. */
export const emergencyAdvice: Record<Language, RegExp> = {
  en: /\b911\b|\b[Ee]mergency (?:room|department)\b|\bER\b/,
  es: /\b911\b|\bsala de emergencias\b|\ba emergencias\b|\burgencias\b/i,
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

/** What is wrong with one piece of advice about a red flag, or `null`. */
export function unitProblem(flag: RedFlag, unit: AdviceUnit, language: Language): string | null {
  const text = readUnit(unit)
  if (!mentions(flag, text, language)) return null
  const emergency = emergencyAdvice[language].test(text)
  const weak = weakAdvice[language].test(text)
  if (flag.flushFirst) {
    // Flushing and the call to 911 may be two sentences of one paragraph: read whole blocks.
    if (!unit.whole || !(weak || emergency)) return null
    if (!emergency) return 'is not sent to 911 or the emergency room'
    if (flushAdvice[language].test(unit.text) && !flushComesFirst(flag, unit.text, language))
      return 'is sent to the emergency room before flushing'
    return null
  }
  if (emergency || !weak) return null
  return 'gets weaker advice than "call 911 or go to the emergency room now"'
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

/** Every red-flag problem of a page in one language, with where it is and what to say instead. */
export function redFlagProblems(front: Frontmatter, body: string, language: Language): string[] {
  const units = adviceUnits(front, body)
  const problems = new Set<string>()
  const quote = (unit: AdviceUnit) => `"${readUnit(unit).slice(0, 200)}"`
  for (const flag of redFlags) {
    for (const unit of units) {
      const problem = unitProblem(flag, unit, language)
      if (problem)
        problems.add(`${unit.where}: ${flag.id} ${problem} (${flag.emergencyPage}): ${quote(unit)}`)
    }
    // A reader who lands on any page that speaks of a chemical in the eye may read nothing else.
    const advised = flag.flushFirst ? missingFirstAid(flag, units, language) : undefined
    if (advised)
      problems.add(
        `${advised.where}: ${flag.id} is advised on, but the page never says to flush with clean water ` +
          `for at least 15 minutes, then call 911 or go to the emergency room (${flag.emergencyPage}): ${quote(advised)}`,
      )
  }
  return [...problems]
}
