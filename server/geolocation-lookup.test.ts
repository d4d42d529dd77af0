import { LRUCache } from 'lru-cache'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_LOCATION } from './geolocation-answer'
import { geolocationLookup, type LookupOptions } from './geolocation-lookup'

const answer = (city: string) => ({
  country_name: 'United States',
  region: 'California',
  city,
  latitude: 33.7,
  longitude: -117.8,
  timezone: 'America/Los_Angeles',
})
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A service that answers with the address's last number as the city, when the test lets it. */
function service() {
  const waiting: (() => void)[] = []
  let hold = false
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (url) => {
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve))
    return json(
      answer(`City ${(url instanceof Request ? url.url : url.toString()).split('/')[3]!.split('.').at(-1)}`),
    )
  })
  const release = () => {
    hold = false
    for (const go of waiting.splice(0)) go()
  }
  return { fetchMock, hold: () => void (hold = true), release }
}

function lookupWith(fetchMock: typeof fetch, options: Partial<LookupOptions> = {}) {
  const logs: string[] = []
  const locate = geolocationLookup({
    urlTemplate: 'https://geo.example/{ip}/json/',
    fetch: fetchMock,
    log: (line) => logs.push(line),
    ...options,
  })
  return { locate, logs }
}

afterEach(() => vi.restoreAllMocks())

describe('geolocationLookup', () => {
  it('asks the service once for lookups of one address under way at the same time', async () => {
    const { fetchMock, hold, release } = service()
    const { locate } = lookupWith(fetchMock)
    hold()
    const answers = Promise.all([locate('8.8.8.8'), locate('8.8.8.8'), locate('::ffff:8.8.8.8')])
    await sleep(5)
    release()
    expect(await answers).toEqual([answer('City 8'), answer('City 8'), answer('City 8')])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('keeps at most maxConcurrent calls under way; the others answer unknown at once and are not remembered', async () => {
    const { fetchMock, hold, release } = service()
    const { locate, logs } = lookupWith(fetchMock, { maxConcurrent: 2 })
    hold()
    const first = Promise.all([locate('8.8.8.1'), locate('8.8.8.2')])
    expect(await locate('8.8.8.3')).toEqual(UNKNOWN_LOCATION)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(logs).toEqual(['Geolocation lookup skipped: too many under way'])
    release()
    expect(await first).toEqual([answer('City 1'), answer('City 2')])
    expect(await locate('8.8.8.3')).toEqual(answer('City 3'))
  })

  it('remembers a bounded number of addresses', async () => {
    const { fetchMock } = service()
    const { locate } = lookupWith(fetchMock, { maxEntries: 2 })
    for (const address of ['8.8.8.1', '8.8.8.2', '8.8.8.1', '8.8.8.3', '8.8.8.1']) await locate(address)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await locate('8.8.8.2') // the least recently used, dropped for 8.8.8.3
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('remembers answers for ttlMs and failures for the shorter failureTtlMs', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({}, 500))
      .mockImplementation(async () => json(answer('Orange')))
    const { locate } = lookupWith(fetchMock, { ttlMs: 60_000, failureTtlMs: 20 })
    expect(await locate('8.8.8.8')).toEqual(UNKNOWN_LOCATION)
    expect(await locate('8.8.8.8')).toEqual(UNKNOWN_LOCATION)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await sleep(40)
    expect(await locate('8.8.8.8')).toEqual(answer('Orange'))
    await sleep(40)
    expect(await locate('8.8.8.8')).toEqual(answer('Orange'))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('keys its memory by a keyed hash of the address, never the address', async () => {
    const fetchSpy = vi.spyOn(LRUCache.prototype, 'fetch')
    const { fetchMock } = service()
    await lookupWith(fetchMock).locate('8.8.8.8')
    const key = String(fetchSpy.mock.calls[0]![0])
    expect(key).toMatch(/^[\w-]{43}$/)
    expect(key).not.toContain('8.8.8.8')
  })

  it('makes no call at all when lookups are off', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    const { locate } = lookupWith(fetchMock, { urlTemplate: null })
    expect(await locate('8.8.8.8')).toEqual(UNKNOWN_LOCATION)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
