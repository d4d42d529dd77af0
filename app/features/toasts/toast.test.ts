import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchOk } from './toast'

describe('fetchOk', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reports a failing response as "HTTP error! status N"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    )
    await expect(fetchOk('/api/x')).rejects.toThrow('HTTP error! status 503')
  })

  it('passes a successful response through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    )
    await expect(fetchOk('/api/x')).resolves.toHaveProperty('status', 200)
  })
})
