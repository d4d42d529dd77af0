import { createHmac, randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { LookupError, readServiceAnswer, UNKNOWN_LOCATION, type GeolocationAnswer } from './answer'
import { publicAddress } from './public-address'

export interface LookupOptions {
  /** GEOLOCATION_URL: a URL with `{ip}` where the address goes; null makes no lookups. */
  urlTemplate: string | null
  fetch?: typeof fetch
  timeoutMs?: number
  /** Addresses remembered at once, and for how long. */
  maxEntries?: number
  ttlMs?: number
  /** Failed lookups are remembered for less time: the service may be back soon. */
  failureTtlMs?: number
  /** Upstream calls under way at once; beyond this a lookup answers unknown at once. */
  maxConcurrent?: number
  /** One line per failure, never with the address in it. */
  log?: (line: string) => void
}

// Big enough for any real answer (ipapi.co's is under 1 KB), small enough that a hostile one costs nothing.
const MAX_ANSWER_BYTES = 16 * 1024

/** Reads at most maxBytes of the body, then gives up. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > maxBytes)
    throw new LookupError('the answer is too large')
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > maxBytes) throw new LookupError('the answer is too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Why a lookup failed, in words of ours: errors from fetch can carry addresses and URLs. */
function reason(error: unknown): string {
  if (error instanceof LookupError) return error.message
  if (error instanceof Error && error.name === 'TimeoutError') return 'the service did not answer in time'
  if (error instanceof Error && error.name === 'AbortError') return 'the lookup was cancelled'
  return 'the service could not be reached'
}

/**
 * Looks up where an address is, through the configured service, at most once a day per
 * address. Addresses that are not public get the unknown answer without any call. The cache
 * keys are keyed hashes of the addresses (the key is random per process), so the server's
 * memory holds no address; concurrent lookups of one address share one call.
 */
export function geolocationLookup({
  urlTemplate,
  fetch: fetchImpl = fetch,
  timeoutMs = 2_000,
  maxEntries = 1_000,
  ttlMs = 24 * 60 * 60_000,
  failureTtlMs = 10 * 60_000,
  maxConcurrent = 8,
  log = (line) => console.warn(line),
}: LookupOptions) {
  const hashKey = randomBytes(32)
  let inFlight = 0

  const cache = new LRUCache<string, GeolocationAnswer, string>({
    max: maxEntries,
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { signal, context: address, options }) => {
      if (!urlTemplate) return UNKNOWN_LOCATION
      if (inFlight >= maxConcurrent) {
        log('Geolocation lookup skipped: too many under way')
        return undefined // not remembered: the next visit from there tries again
      }
      inFlight++
      try {
        const response = await fetchImpl(urlTemplate.replaceAll('{ip}', address), {
          headers: { Accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        })
        if (!response.ok) throw new LookupError(`the service answered HTTP ${response.status}`)
        return readServiceAnswer(await boundedText(response, MAX_ANSWER_BYTES))
      } catch (error) {
        log(`Geolocation lookup failed: ${reason(error)}`)
        options.ttl = failureTtlMs
        return UNKNOWN_LOCATION
      } finally {
        inFlight--
      }
    },
  })

  /** Where the visitor at `rawAddress` is; never throws, unknown on any failure. */
  return async function locate(rawAddress: string): Promise<GeolocationAnswer> {
    const address = publicAddress(rawAddress)
    if (!address || !urlTemplate) return UNKNOWN_LOCATION
    const key = createHmac('sha256', hashKey).update(address).digest('base64url')
    try {
      return (await cache.fetch(key, { context: address })) ?? UNKNOWN_LOCATION
    } catch {
      return UNKNOWN_LOCATION
    }
  }
}

export type GeolocationLookup = ReturnType<typeof geolocationLookup>
