import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt at N=2^17, r=8, p=1 (OWASP's figure for scrypt): each hash takes about 128 MiB and a
 * third of a second, so a stolen database costs an attacker that much per guess. The parameters
 * travel in the hash, `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so older hashes
 * still verify and are replaced at the next sign-in (`needsRehash`).
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32

// Parameters a stored hash may ask for: a hash string is data, and N=2^30 in one would make every
// sign-in allocate gigabytes.
const LIMITS = { minN: 2 ** 14, maxN: 2 ** 20, maxR: 16, maxP: 4 }

export interface ScryptParams {
  N: number
  r: number
  p: number
}

/** Memory scrypt needs is 128·N·r bytes; Node refuses more than `maxmem` (32 MiB by default). */
const maxmem = ({ N, r }: ScryptParams) => 2 * 128 * N * r

// At most two hashes at once (`limited`): each holds 128 MiB and a thread of libuv's pool of four, which
// also serves file reads. A burst of sign-ins waits its turn instead of exhausting either.
const CONCURRENT = 2
let running = 0
const waiting: (() => void)[] = []
export async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < CONCURRENT) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, so nobody slips in between.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

const scrypt = (password: string, salt: Buffer, length: number, params: ScryptParams) =>
  limited(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(
          password,
          salt,
          length,
          { ...params, maxmem: maxmem(params) } satisfies ScryptOptions,
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  )

interface ParsedHash {
  params: ScryptParams
  salt: Buffer
  hash: Buffer
}

/** The parts of a stored hash, or null when it is not one this code accepts. */
export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN)) as [
    number,
    number,
    number,
  ]
  const powerOfTwo = Number.isInteger(Math.log2(N))
  if (!powerOfTwo || N < LIMITS.minN || N > LIMITS.maxN) return null
  if (!(r >= 1 && r <= LIMITS.maxR && p >= 1 && p <= LIMITS.maxP)) return null
  const [salt = '', hash = ''] = parts.slice(4)
  if (!/^[\w-]{16,}$/.test(salt) || !/^[\w-]{32,}$/.test(hash)) return null
  return { params: { N, r, p }, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const key = await scrypt(password, parsed.salt, parsed.hash.length, parsed.params)
  return timingSafeEqual(key, parsed.hash)
}

/** Whether a hash was made with weaker parameters than today's: it is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored)
  return (
    parsed !== null &&
    (parsed.params.N < SCRYPT.N || parsed.params.r < SCRYPT.r || parsed.params.p < SCRYPT.p)
  )
}
