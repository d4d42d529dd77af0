import { describe, expect, it } from 'vitest'
import { commonPasswords } from './common-passwords'
import { passwordProblem } from './password-policy'

describe('password policy', () => {
  it('asks for 12 characters and nothing about their kind', () => {
    expect(passwordProblem('tulip garden')).toBeNull()
    expect(passwordProblem('tulipgarden')).toMatch(/at least 12/)
    expect(passwordProblem('seven apples at dawn')).toBeNull()
    expect(passwordProblem('x'.repeat(201))).toMatch(/at most 200/)
  })

  it('refuses common passwords, padded with digits or signs, repeated, or holding the username', () => {
    expect(commonPasswords.size).toBeGreaterThan(300)
    for (const password of [
      'qwertyuiop123',
      'Password123456!',
      'password 1234',
      'iloveyouiloveyou',
      'dragondragon',
      'aaaaaaaaaaaaaa',
      'Correct Horse Battery Staple',
      '123456789012',
      'Solana Vision Care',
    ])
      expect(passwordProblem(password), password).toMatch(/too common/)
    expect(passwordProblem('maria is here today', 'maria')).toMatch(/too common/)
    expect(passwordProblem('maria is here today', 'jose')).toBeNull()
  })
})
