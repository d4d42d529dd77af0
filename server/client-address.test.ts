import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

const app = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)))

describe('clientAddress', () => {
  it('behind a trusted proxy, takes the entry the proxy appended, not one the visitor forged', async () => {
    const response = await app(true).request('/', { headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' } })
    expect(await response.text()).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const response = await app(false).request('/', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(await response.text()).not.toBe('203.0.113.9')
  })
})
