import { describe, expect, it } from 'vitest'
import { isKeyboardWalk } from './keyboard-walks'
import { leakedPasswords } from './leaked-passwords'
import { adminStrings } from '#shared/locales/admin'
import { languages } from '#shared/languages'
import { adminI18n } from '../i18n'
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem, passwordProblems } from './password-policy'

/** The sentence a person reads for a refused password, in English or Spanish; null when it is good. */
async function passwordRefusal(password: string, username = '', language: 'en' | 'es' = 'en') {
  const problem = await passwordProblem(password, username)
  return problem && adminI18n(language).say(`password.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX })
}

describe('password policy', () => {
  it('asks for 12 characters and nothing about their kind', async () => {
    expect(await passwordProblem('tulip garden')).toBeNull()
    expect(await passwordProblem('tulipgarden')).toBe('tooShort')
    expect(await passwordProblem('seven apples at dawn')).toBeNull()
    expect(await passwordProblem('x'.repeat(201))).toBe('tooLong')
  })

  it('knows at least 100,000 leaked passwords, loaded once and checked fast', async () => {
    const list = await leakedPasswords()
    expect(list.size).toBeGreaterThanOrEqual(100_000)
    expect(await leakedPasswords()).toBe(list)
    const start = performance.now()
    for (let i = 0; i < 1000; i++) await passwordProblem(`sunflower meadow ${i}`)
    expect(performance.now() - start).toBeLessThan(1000)
  })

  it('refuses leaked passwords, padded with digits or signs, or repeated, and says so', async () => {
    for (const password of [
      'password12345',
      'Password123456!',
      'password 1234',
      'iloveyouiloveyou',
      'dragondragon',
      'Correct Horse Battery Staple',
      '123456789012',
      'trustno1trustno1',
      'sonyericsson',
      'leavemealone',
      'tequieromucho',
    ])
      expect(await passwordProblem(password), password).toBe('leaked')
    expect(await passwordRefusal('password12345')).toMatch(/^This password is on lists of leaked passwords/)
    expect(await passwordProblem('aaaaaaaaaaaaaa')).not.toBeNull()
    expect(await passwordProblem('!!!!!!!!!!!!!!')).toBe('repeated')
  })

  it('refuses keyboard walks and their repeats, and accepts words whose keys happen to touch', async () => {
    for (const walk of [
      'qwertyuiop',
      'asdfghjkl',
      'zxcvbnm',
      'poiuytrewq',
      '1qaz2wsx',
      '1qaz2wsx3edc',
      'zaq12wsx',
      'qazwsxedc',
      '1q2w3e4r5t',
      'asdfasdfasdf',
      '!qaz@wsx',
      'mnbvcxz',
    ])
      expect(isKeyboardWalk(walk), walk).toBe(true)
    for (const word of ['werewolf', 'tractor', 'lemonade', 'marigold', 'sweater', 'qwerty is fun'])
      expect(isKeyboardWalk(word.replace(/\s/g, '')), word).toBe(false)
    for (const password of [
      'qwertyuiopasdf',
      'Qwertyuiop!!!',
      'mju7nhy6bgt5',
      'zaq1xsw2cde3vfr4',
      '1qaz2wsx1qaz2wsx',
      'ASDFGHJKL;lkjh',
      'mnbvcxzlkjhgf',
    ])
      expect(await passwordProblem(password), password).toBe('keyboard')
    expect(await passwordRefusal('qwertyuiopasdf')).toMatch(/neighboring keys/)
  })

  it('refuses a password that is mostly the username, and accepts a passphrase that merely contains it', async () => {
    for (const password of ['maria2024!!!!!', 'Maria Maria Maria', 'MARIA is great', 'maria qwertyuiop'])
      expect(await passwordProblem(password, 'maria'), password).toBe('username')
    expect(await passwordRefusal('maria2024!!!!!', 'maria')).toMatch(
      /^Most of this password is your username/,
    )
    expect(await passwordRefusal('maria2024!!!!!', 'maria', 'es')).toMatch(
      /^Casi toda esta contraseña es su nombre de usuario/,
    )
    // Four words or more, the username one of them: the rest stands on its own (issue 27).
    for (const password of [
      'maria is here today',
      'Maria reads by the sea',
      'lemon maria tractor violet',
      'harbor tractor violet maria',
    ])
      expect(await passwordProblem(password, 'maria'), password).toBeNull()
    // Without the username, a name and digits is still a leaked pattern; another's name is a word.
    expect(await passwordProblem('maria2024!!!!!')).toBe('leaked')
    expect(await passwordProblem('maria loves tea', 'jose')).toBeNull()
    // A username with signs in it is matched as typed, not as a pattern.
    expect(await passwordProblem('maria.g maria.g', 'maria.g')).toBe('username')
    expect(await passwordProblem('mariaxg mariaxg rocks', 'maria.g')).toBeNull()
  })

  it('refuses the practice’s name and towns as most of a password', async () => {
    for (const password of [
      'Solana Vision Care',
      'solanavisioncare2026',
      'Santa Ana Irvine',
      'newport beach 92660',
    ])
      expect(await passwordProblem(password), password).toBe('practice')
    expect(await passwordProblem('our Irvine office has blue doors')).toBeNull()
  })

  it('says every refusal in plain words, in English and in Spanish, its numbers filled in', async () => {
    const seen = new Set<string>()
    for (const [password, username] of [
      ['short', ''],
      ['x'.repeat(201), ''],
      ['password12345', ''],
      ['qwertyuiopasdf', ''],
      ['!!!!!!!!!!!!!!', ''],
      ['maria2024!!!!!', 'maria'],
      ['Solana Vision Care', ''],
    ] as const) {
      const problem = await passwordProblem(password, username)
      expect(problem).not.toBeNull()
      seen.add(problem!)
      for (const language of languages) {
        const message = await passwordRefusal(password, username, language)
        expect(message).toBe(
          adminStrings[language][`password.${problem!}`].replace('{{min}}', '12').replace('{{max}}', '200'),
        )
        expect(message, `${language} ${problem!}`).not.toMatch(/\{\{|\}\}/)
      }
    }
    expect([...seen].sort()).toEqual([...passwordProblems].sort())
    expect(await passwordRefusal('short', '', 'es')).toBe('Use al menos 12 caracteres.')
  })

  it('accepts a long passphrase with the person’s own name in it (issue 27), in any letters', async () => {
    for (const [password, username] of [
      ['lucia walks to the harbor', 'lucia'],
      ['Lucía camina al puerto', 'lucia'],
      ['my name is Lucía Flores', 'lflores'],
      ['flores family garden party', 'lucia.flores'],
    ] as const)
      expect(await passwordProblem(password, username), password).toBeNull()
  })
})
