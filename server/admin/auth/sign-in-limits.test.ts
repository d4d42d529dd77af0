import { describe, expect, it } from 'vitest'
import { MINUTE } from '../deps'
import { addressKey, SIGN_IN_LIMITS, signInLimits } from './sign-in-limits'

function limitsWith(known: Record<string, string[]> = {}) {
  let at = 1_700_000_000_000
  const limits = signInLimits({
    now: () => at,
    knownAddress: (username, address) =>
      (known[username] ?? []).some((seen) => addressKey(seen) === addressKey(address)),
  })
  return { limits, advance: (ms: number) => void (at += ms) }
}

describe('sign-in limits', () => {
  it('hold up a name only at the address that failed, never the person at their own', () => {
    const { limits, advance } = limitsWith()
    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) {
      expect(limits.check('owner', '203.0.113.9')).toBeNull()
      limits.fail('owner', '203.0.113.9')
    }
    expect(limits.check('owner', '203.0.113.9')).toMatchObject({ limit: 'pair', first: true })
    expect(limits.check('OWNER', '203.0.113.9')).toMatchObject({ limit: 'pair', first: false })
    expect(limits.check('owner', '198.51.100.7')).toBeNull()
    expect(limits.check('maria', '203.0.113.9')).toBeNull()
    advance(SIGN_IN_LIMITS.windowMs)
    expect(limits.check('owner', '203.0.113.9')).toBeNull()
  })

  it('hold up an address that fails for many names', () => {
    const { limits } = limitsWith()
    for (let i = 0; i < SIGN_IN_LIMITS.address; i++) limits.fail(`name${i}`, '203.0.113.9')
    expect(limits.check('owner', '203.0.113.9')).toMatchObject({ limit: 'address' })
    expect(limits.check('owner', '203.0.113.10')).toBeNull()
  })

  it('count an IPv6 /64 as one address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::ffff'))
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    const { limits } = limitsWith()
    for (let i = 0; i < SIGN_IN_LIMITS.address; i++) limits.fail(`name${i}`, `2001:db8:1:2::${i + 1}`)
    expect(limits.check('owner', '2001:db8:1:2:ffff:ffff:ffff:fffe')).toMatchObject({ limit: 'address' })
    expect(limits.check('owner', '2001:db8:1:3::1')).toBeNull()
  })

  it('under a distributed attack, accept a name only from addresses it signed in from before', () => {
    const { limits, advance } = limitsWith({ owner: ['192.0.2.50', '2001:db8:9:9::1'] })
    for (let i = 0; i < SIGN_IN_LIMITS.username; i++) limits.fail('owner', `198.51.${i >> 8}.${i & 255}`)
    // A new address is refused unheard, and the refusal is recorded once, not per attempt.
    expect(limits.check('owner', '203.0.113.1')).toMatchObject({ limit: 'username', first: true })
    expect(limits.check('owner', '203.0.113.2')).toMatchObject({ limit: 'username', first: false })
    // The owner's office and home still get in (the home's IPv6 address has changed within its /64).
    expect(limits.check('owner', '192.0.2.50')).toBeNull()
    expect(limits.check('owner', '2001:db8:9:9:1234::5')).toBeNull()
    // Another account is not affected; an hour later the attack has to start over.
    expect(limits.check('maria', '203.0.113.1')).toBeNull()
    advance(SIGN_IN_LIMITS.usernameWindowMs + MINUTE)
    expect(limits.check('owner', '203.0.113.1')).toBeNull()
  })
})
