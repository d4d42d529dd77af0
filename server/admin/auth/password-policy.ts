import { practice } from '#shared/practice'
import { formError } from '../form'
import { isKeyboardWalk } from './keyboard-walks'
import { leakedPasswords, normalize } from './leaked-passwords'

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 200

/**
 * Why a password is refused. Each reason is said in the person's language by the admin strings
 * (`password.<reason>` in shared/locales/admin.*.ts), with {{min}} and {{max}} filled from here.
 */
export const passwordProblems = [
  'tooShort',
  'tooLong',
  'leaked',
  'keyboard',
  'repeated',
  'username',
  'practice',
] as const

export type PasswordProblem = (typeof passwordProblems)[number]

/** The xkcd example passphrase: in every cracking dictionary, though not in the leaked list. */
const famousExamples = new Set(['correcthorsebatterystaple'])

/** Words anyone would try on this site: the practice's names and the towns of its offices. */
const practiceWords = [
  practice.name,
  practice.legalName,
  new URL(practice.origin).hostname.replace(/^www\./, '').replace(/\.[^.]+$/, ''),
  ...practice.offices.map((office) => office.city),
]
  .map(normalize)
  .map((word) => word.replace(/[^a-z0-9]/g, ''))
  .filter((word) => word.length >= 4)

/** `word` wherever it is in a text, whatever spaces were typed inside it ("Solana Vision Care"). */
const spacedOut = (word: string) =>
  new RegExp(Array.from(word, (char) => char.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('\\s*'), 'g')

/** What is left of `text` once every `word` is taken out, its other spaces kept. */
const without = (text: string, words: readonly string[]) =>
  words
    .reduce((rest, word) => rest.replace(spacedOut(word), ' '), text)
    .replace(/\s+/g, ' ')
    .trim()

/** The weakness of a password as attackers see it, before anything about the person. */
async function weakness(password: string): Promise<PasswordProblem | null> {
  const plain = normalize(password)
  if (plain.length === 0) return 'tooShort'
  // The same characters again and again ("aaaa…", "abcabc…"), and the unit that repeats.
  const unit = /^(.+?)\1+$/.exec(plain)?.[1] ?? null
  // Digits and signs after a word are the first thing attackers add: "password1234!".
  const stem = plain.replace(/[^\p{L}]+$/u, '')
  if (unit !== null && unit.length <= 2) return 'repeated'
  const forms = [plain, stem, unit].filter((form): form is string => Boolean(form))
  if (forms.some(isKeyboardWalk)) return 'keyboard'
  const leaked = await leakedPasswords()
  if (forms.some((form) => leaked.has(form) || famousExamples.has(form))) return 'leaked'
  return null
}

/**
 * The one rule for passwords chosen in the admin pages (NIST SP 800-63B): long enough, not a
 * leaked password or a keyboard walk (nor one with digits or signs added, nor one repeated), and
 * not mostly the person's username or the practice's name. No rules about kinds of characters.
 *
 * A long passphrase that merely contains the username ("maria reads by the sea") is fine: the
 * username is public, so it counts for nothing, and what is left must meet the same rule on its
 * own, 12 characters and not weak. So "maria2024!!!!" is refused, "maria is here today" is not.
 */
export async function passwordProblem(password: string, username = ''): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN) return 'tooShort'
  if (password.length > PASSWORD_MAX) return 'tooLong'
  const spaced = password.toLowerCase().replace(/\s+/g, ' ').trim()
  for (const [words, problem] of [
    [practiceWords, 'practice'],
    [username.length >= 3 ? [username.toLowerCase()] : [], 'username'],
  ] as const) {
    const matched = words.filter((word) => normalize(spaced).includes(word))
    if (matched.length === 0) continue
    // The rest, spaces kept as typed between its words: "is here today" is 13 characters.
    const rest = without(spaced, matched)
    if (rest.length < PASSWORD_MIN || (await weakness(rest))) return problem
  }
  return weakness(password)
}

/** The refusal of a new password, beside its field, with the rule's numbers its sentence names. */
export const passwordRefusal = (problem: PasswordProblem) =>
  formError(`password.${problem}`, 'password', { min: PASSWORD_MIN, max: PASSWORD_MAX })
