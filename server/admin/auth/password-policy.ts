import { practice } from '#shared/practice'
import { isKeyboardWalk } from './keyboard-walks'
import { leakedPasswords, normalize } from './leaked-passwords'

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 200

/**
 * Why a password is refused, in the words the person reads: every string of the policy is here,
 * one place to translate when the admin pages speak Spanish.
 */
export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX} characters.`,
  leaked:
    'This password is on lists of leaked passwords, the first ones attackers try. Choose another: a few unrelated words are easy to remember and hard to guess.',
  keyboard:
    'This password is a row of neighboring keys on the keyboard (like qwerty or 1qaz2wsx), which attackers try early. A few unrelated words work better.',
  repeated: 'This password repeats the same few characters. A few unrelated words work better.',
  username: `It contains your username. Your username does not count toward the ${PASSWORD_MIN} characters, and the rest is too short or too easy to guess: add a word or two.`,
  practice: `It is mostly the practice’s name or town, the first words anyone would try. Add a few words of your own (${PASSWORD_MIN} characters besides the name).`,
} as const

export type PasswordProblem = keyof typeof passwordMessages

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

/** The sentence to show for a refused password, or null when it is good. */
export async function passwordRefusal(password: string, username = ''): Promise<string | null> {
  const problem = await passwordProblem(password, username)
  return problem ? passwordMessages[problem] : null
}
