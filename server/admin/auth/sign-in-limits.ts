import ipaddr from 'ipaddr.js'
import { rateLimiter } from '../../rate-limit'
import { HOUR, MINUTE, type Clock } from '../deps'

/**
 * How many failed sign-ins are allowed before the next ones are refused unheard (successes never
 * count). Three counters, so that guessing is slow and nobody can lock a person out:
 *
 * - per address: 10 failures in 15 minutes, whatever the names. One machine guesses slowly.
 * - per username and address: 5 in 15 minutes. The name is held up from that address only, so
 *   failures from elsewhere never keep its owner out of their own computer.
 * - per username, from every address together: 50 in an hour. Past that the account is under a
 *   distributed attack; it is not locked (that would hand attackers a way to lock the owner out)
 *   but it then accepts sign-ins only from addresses it has signed in from before (in the last
 *   90 days). The attacker's new addresses are refused unheard, and the owner still gets in from
 *   the office or home. Guessing is then held to 50 an hour, about 1,200 a day, against passwords
 *   that are at least 12 characters and on no leaked list.
 *
 * An IPv6 /64 counts as one address: whoever holds one holds all 2^64 of them. The counters live in
 * memory: a restart clears them, which is also the owner's way out of the rare worst case.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  address: 10,
  pair: 5,
  username: 50,
  usernameWindowMs: HOUR,
  /** How far back a successful sign-in makes an address known. */
  knownForMs: 90 * 24 * HOUR,
}

export type Limit = 'address' | 'pair' | 'username'

export interface Refusal {
  limit: Limit
  retryAfterSeconds: number
  /** Whether this is the first refusal of this kind this hour: the one the audit trail records. */
  first: boolean
}

/** The key an address counts under: IPv4 as is, IPv6 by its /64 network. */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64)
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`
}

/**
 * The sign-in limits. `knownAddress(username, address)` says whether that person signed in
 * from that address within `since` (the audit trail keeps it).
 */
export function signInLimits({
  now,
  knownAddress,
}: {
  now: Clock
  knownAddress: (username: string, address: string, since: number) => boolean
}) {
  const limits = SIGN_IN_LIMITS
  const byAddress = rateLimiter({ limit: limits.address, windowMs: limits.windowMs })
  const byPair = rateLimiter({ limit: limits.pair, windowMs: limits.windowMs })
  const byUsername = rateLimiter({ limit: limits.username, windowMs: limits.usernameWindowMs })
  // One audit entry per limit and key an hour: the trail is append-only, so a flood of
  // refused attempts must not become a flood of rows.
  const audited = rateLimiter({ limit: 1, windowMs: limits.usernameWindowMs })

  const keys = (username: string, address: string) => {
    const where = addressKey(address)
    const name = username.toLowerCase()
    return { where, name, pair: `${name}\n${where}` }
  }

  return {
    /** Whether a sign-in may be tried now; a refusal says which limit and for how long. */
    check(username: string, address: string): Refusal | null {
      const at = now()
      const { where, name, pair } = keys(username, address)
      const refusal = (limit: Limit, retryAfterSeconds: number, key: string): Refusal => ({
        limit,
        retryAfterSeconds,
        first: audited(`${limit}\n${key}`, at).ok,
      })
      const fromAddress = byAddress.blockedFor(where, at)
      if (fromAddress > 0) return refusal('address', fromAddress, where)
      const fromPair = byPair.blockedFor(pair, at)
      if (fromPair > 0) return refusal('pair', fromPair, pair)
      const forName = byUsername.blockedFor(name, at)
      if (forName > 0 && !knownAddress(username, address, at - limits.knownForMs))
        return refusal('username', forName, name)
      return null
    },
    /** Counts one failed sign-in. */
    fail(username: string, address: string) {
      const at = now()
      const { where, name, pair } = keys(username, address)
      byAddress(where, at)
      byPair(pair, at)
      byUsername(name, at)
    },
  }
}

export type SignInLimits = ReturnType<typeof signInLimits>
