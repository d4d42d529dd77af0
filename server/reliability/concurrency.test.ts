import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { message } from './child-server'
import { listeningTestServer } from './in-process-server'

let server: Awaited<ReturnType<typeof listeningTestServer>>
beforeAll(async () => {
  server = await listeningTestServer()
})
afterAll(() => server.close())

// All requests are made at once; the client keeps at most 64 connections open, as browsers and
// proxies do, so a busy machine's listen queue never overflows and resets one (ECONNRESET).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
afterAll(() => agent.destroy())

// Every sender has its own address: the rate limit is per address, not what is tested here.
function send(key: string, from: string) {
  const body = JSON.stringify(message(key))
  return new Promise<{ status: number; body: { ok?: boolean; id?: number } }>((resolve, reject) => {
    const request = http.request(
      `${server.origin}/api/contact`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as { ok?: boolean; id?: number },
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe('concurrent contact submissions', () => {
  it('stores 500 messages sent at once exactly once each, even when every one is sent twice', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `burst-${i}`)
    // Each message twice at the same moment: a double click, or a retry racing the first try.
    const answers = await Promise.all(
      keys.flatMap((key, i) => [
        send(key, `10.1.${i >> 8}.${i & 255}`),
        send(key, `10.2.${i >> 8}.${i & 255}`),
      ]),
    )
    for (let i = 0; i < keys.length; i++) {
      const [first, second] = [answers[2 * i]!, answers[2 * i + 1]!]
      expect([first.status, second.status].sort()).toEqual([200, 201])
      // The same answer both times: the id of the one stored message.
      expect(first.body.id).toBeGreaterThan(0)
      expect(second.body.id).toBe(first.body.id)
    }
    const rows = server.db
      .prepare('SELECT idempotency_key AS key, COUNT(*) AS n FROM messages GROUP BY idempotency_key')
      .all() as { key: string; n: number }[]
    expect(rows).toHaveLength(500)
    expect(rows.every((row) => row.n === 1)).toBe(true)
    expect(new Set(rows.map((row) => row.key))).toEqual(new Set(keys))
  }, 30_000)

  it('answers a retry after the first answer with the same id, and stores nothing new', async () => {
    const first = await send('retry-later', '10.3.0.1')
    const again = await send('retry-later', '10.3.0.2')
    expect(first.status).toBe(201)
    expect(again).toEqual({ status: 200, body: { ok: true, id: first.body.id } })
    expect(
      (
        server.db
          .prepare("SELECT COUNT(*) AS n FROM messages WHERE idempotency_key = 'retry-later'")
          .get() as { n: number }
      ).n,
    ).toBe(1)
  })
})
