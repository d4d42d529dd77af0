import { commonPasswords } from './common-passwords'

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 200

/**
 * The one rule for passwords chosen in the admin pages: long enough, and not a common password
 * in disguise. No other composition rules (NIST SP 800-63B). Returns what is wrong, or null.
 */
export function passwordProblem(password: string, username = ''): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`
  const plain = password.toLowerCase().replace(/\s+/g, '')
  const stem = plain.replace(/[^a-z]+$/, '')
  const repeated = /^(.+?)\1+$/.exec(plain)?.[1] ?? ''
  if (
    commonPasswords.has(plain) ||
    commonPasswords.has(stem) ||
    commonPasswords.has(repeated) ||
    /^(.)\1+$/.test(plain) ||
    (username.length >= 3 && plain.includes(username.toLowerCase()))
  )
    return 'That password is too common or too easy to guess. Try a few unrelated words.'
  return null
}
