import type { FlagProblem, RedFlagFinding } from '#shared/content/red-flags'
import type { Language } from '#shared/languages'

/**
 * The medical-care check (shared/content/red-flags.ts) in the staff member's words: what each
 * red flag is called, what is wrong with a piece of advice about it, and what each advice rule
 * asks instead. A unit test holds these to the check's own flags and rules, one for one.
 */

type Words = Record<Language, string>

/** Each red flag, as a sentence names it: "… speaks of {sudden vision loss} …". */
export const flagNames: Record<string, Words> = {
  'sudden vision loss': { en: 'sudden vision loss', es: 'la pérdida repentina de la vista' },
  'curtain or shadow over the vision': {
    en: 'a curtain or shadow over the vision',
    es: 'una cortina o sombra sobre la vista',
  },
  'chemical in the eye': { en: 'a chemical in the eye', es: 'un químico en el ojo' },
  'newborn with red eyes or discharge': {
    en: 'a newborn with red eyes or discharge',
    es: 'un recién nacido con los ojos rojos o con secreción',
  },
  'severe eye pain with nausea or halos': {
    en: 'severe eye pain with nausea or halos',
    es: 'un dolor fuerte en el ojo con náuseas o halos',
  },
  'angle-closure warning spells': {
    en: 'warning spells of angle-closure glaucoma',
    es: 'los ratos de aviso del glaucoma de ángulo cerrado',
  },
  'possible metal fragment or object in the eye': {
    en: 'a possible metal fragment or object in the eye',
    es: 'un posible pedacito de metal u objeto en el ojo',
  },
  'sudden double vision or eye turn': {
    en: 'sudden double vision or an eye that turns',
    es: 'la visión doble repentina o un ojo que se desvía',
  },
  'blood in the front of the eye (hyphema)': {
    en: 'blood in the front of the eye (hyphema)',
    es: 'sangre en la parte de adelante del ojo (hipema)',
  },
  'sudden blur that does not clear': {
    en: 'sudden blur that does not clear',
    es: 'la visión borrosa repentina que no se quita',
  },
  'swollen eyelid with fever': { en: 'a swollen eyelid with fever', es: 'un párpado hinchado con fiebre' },
  'new dim or washed-out vision in one eye': {
    en: 'new dim or washed-out vision in one eye',
    es: 'la visión más oscura o descolorida que aparece en un ojo',
  },
  'new floaters or flashes': {
    en: 'new floaters or flashes',
    es: 'moscas volantes o destellos nuevos',
  },
}

/** What is wrong with the advice about a flag, and what to write instead. */
const problems: Record<FlagProblem, Record<Language, (flag: string) => string>> = {
  weaker: {
    en: (flag) =>
      `This speaks of ${flag} but gives weaker advice than “call 911 or go to the emergency room now”: say that, as its emergency page does.`,
    es: (flag) =>
      `Esto habla de ${flag}, pero da un consejo más débil que «llame al 911 o vaya a la sala de emergencias ahora»: dígalo así, como su página de emergencia.`,
  },
  later: {
    en: (flag) =>
      `This speaks of ${flag} but gives later advice than “an eye exam the same day”: say that, as its emergency page does.`,
    es: (flag) =>
      `Esto habla de ${flag}, pero da un consejo para más tarde que «un examen de los ojos el mismo día»: dígalo así, como su página de emergencia.`,
  },
  'not-sent': {
    en: (flag) => `This speaks of ${flag} but does not send the reader to 911 or the emergency room.`,
    es: (flag) => `Esto habla de ${flag}, pero no manda al lector al 911 ni a la sala de emergencias.`,
  },
  'before-flushing': {
    en: (flag) =>
      `This speaks of ${flag} but sends the reader to the emergency room before flushing: first flush with clean water for at least 15 minutes, then call 911 or go to the emergency room.`,
    es: (flag) =>
      `Esto habla de ${flag}, pero manda al lector a la sala de emergencias antes de enjuagar: primero enjuague con agua limpia por al menos 15 minutos y luego llame al 911 o vaya a la sala de emergencias.`,
  },
  'beside-the-er': {
    en: (flag) =>
      `This speaks of ${flag} and offers urgent care or our office beside the emergency room: say the emergency room alone.`,
    es: (flag) =>
      `Esto habla de ${flag} y ofrece una clínica de urgencias o nuestro consultorio junto a la sala de emergencias: diga solo la sala de emergencias.`,
  },
  'no-first-aid': {
    en: (flag) =>
      `The page gives advice about ${flag} but never says to flush with clean water for at least 15 minutes, then call 911 or go to the emergency room.`,
    es: (flag) =>
      `La página da consejos sobre ${flag}, pero nunca dice que se enjuague con agua limpia por al menos 15 minutos y luego se llame al 911 o se vaya a la sala de emergencias.`,
  },
}

/** Each advice rule: what is wrong, and what to say instead. */
export const ruleWords: Record<string, Words> = {
  'the emergency room alone': {
    en: 'This emergency page offers our office or urgent care beside the emergency room: say to go to the emergency room now and call us on the way; we see the patient after the emergency visit.',
    es: 'Esta página de emergencia ofrece nuestro consultorio o una clínica de urgencias junto a la sala de emergencias: diga que vaya a la sala de emergencias ahora y que nos llame en el camino; vemos al paciente después de la visita de emergencia.',
  },
  'rinse a chemical only': {
    en: 'This says to rinse an eye that may be cut or have something stuck in it: rinse only a chemical. For a cut or a stuck object, do not rinse or press: tape a shield or a paper cup over the eye and go to the emergency room.',
    es: 'Esto dice que se enjuague un ojo que puede estar cortado o tener algo clavado: enjuague solo un químico. Si hay una cortada o algo clavado, no enjuague ni apriete: pegue con cinta un protector o un vaso de papel sobre el ojo y vaya a la sala de emergencias.',
  },
  "the office's line at night": {
    en: 'This tells the reader to call the office at night or on a weekend, when nobody may answer: say to call the after-hours number the surgeon gave, or go to the emergency room.',
    es: 'Esto dice que llame al consultorio de noche o el fin de semana, cuando puede que nadie conteste: diga que llame al número para después de horas que le dio el cirujano, o que vaya a la sala de emergencias.',
  },
  'when the office is closed': {
    en: 'This sends the reader to the office without saying what to do when it is closed or the problem cannot wait: 911 or the emergency room.',
    es: 'Esto manda al lector al consultorio sin decir qué hacer cuando está cerrado o el problema no puede esperar: el 911 o la sala de emergencias.',
  },
  'who does the laser': {
    en: 'This says a laser treatment is done “in the office” without saying whose: we refer, and a retina specialist or eye surgeon does it in their office.',
    es: 'Esto dice que un tratamiento con láser se hace «en el consultorio» sin decir en el de quién: nosotros referimos, y un especialista en retina o un cirujano de los ojos lo hace en su consultorio.',
  },
  'an antibiotic shot for hyperacute conjunctivitis': {
    en: 'This offers pills as the treatment of hyperacute (gonococcal) conjunctivitis: the treatment is an antibiotic shot (ceftriaxone), with eye rinses and drops.',
    es: 'Esto ofrece pastillas como tratamiento de la conjuntivitis hiperaguda (por gonorrea): el tratamiento es una inyección de antibiótico (ceftriaxona), con lavados y gotas para los ojos.',
  },
  'the stroke window': {
    en: 'This says a stroke can be treated, clot removal included, only within a few hours: clot-busting medicine is given within about 4.5 hours, a clot can be removed up to about a day later in some people, and every reader calls 911 however long it has been.',
    es: 'Esto dice que un derrame cerebral solo se puede tratar en las primeras horas, incluso sacar el coágulo: la medicina que disuelve coágulos se da en unas 4.5 horas, en algunas personas el coágulo se puede sacar hasta un día después, y todo lector debe llamar al 911 sin importar cuánto tiempo haya pasado.',
  },
  'health savings accounts': {
    en: 'This says health savings accounts reset or expire: money in an HSA carries over from year to year; it is a flexible spending account (FSA) that can expire at the end of the plan year.',
    es: 'Esto dice que las cuentas de ahorros para la salud se reinician o vencen: el dinero de una HSA pasa de un año a otro; es la cuenta de gastos flexibles (FSA) la que puede vencer al final del año del plan.',
  },
}

/** The sentence for one finding, with the advice quoted. */
export function sayRedFlag(
  finding: Pick<RedFlagFinding, 'breaks' | 'quote'>,
  language: Language,
  quote: (text: string) => string,
): string | null {
  const { breaks } = finding
  /** A table's own entry (not one an object inherits, such as "toString"). */
  const own = <T>(table: Record<string, T>, key: string): T | undefined =>
    Object.hasOwn(table, key) ? table[key] : undefined
  let said: string | undefined
  if ('rule' in breaks) said = own(ruleWords, breaks.rule)?.[language]
  else {
    const name = own(flagNames, breaks.flag)?.[language]
    const problem = own(problems, breaks.problem)?.[language]
    said = name && problem?.(name)
  }
  return said ? `${said} ${quote(finding.quote)}` : null
}
