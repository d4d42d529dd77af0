import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { message, startChildServer, type ChildServer } from './child-server'

let server: ChildServer | undefined
afterEach(() => server?.cleanup())

describe('a crash in the middle of a burst', () => {
  it('loses no message the server acknowledged before SIGKILL', async () => {
    server = await startChildServer()
    const { origin } = server
    const acknowledged = new Map<string, number>()
    let killed = false

    // 40 senders in a loop until the server dies under them.
    const sender = async (lane: number) => {
      for (let n = 0; !killed; n++) {
        const key = `crash-${lane}-${n}`
        try {
          const response = await fetch(`${origin}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${lane}.${n & 255}` },
            body: JSON.stringify(message(key)),
          })
          const body = (await response.json()) as { id?: number }
          if (response.ok && body.id) acknowledged.set(key, body.id)
        } catch {
          return // the connection died with the server: that message was never acknowledged
        }
      }
    }
    const lanes = Promise.all(Array.from({ length: 40 }, (_, lane) => sender(lane)))
    while (acknowledged.size < 300) await new Promise((r) => setTimeout(r, 5))
    server.child.kill('SIGKILL')
    killed = true
    expect((await server.exited).signal).toBe('SIGKILL')
    await lanes

    // Reopen the database as the next start would: WAL replay, then every acknowledged id is there.
    const db = new Database(path.join(server.dataDir, 'site.sqlite'))
    const stored = new Map(
      (
        db.prepare('SELECT idempotency_key AS key, id FROM messages').all() as { key: string; id: number }[]
      ).map((row) => [row.key, row.id]),
    )
    db.close()
    const lost = [...acknowledged].filter(([key, id]) => stored.get(key) !== id)
    expect(lost).toEqual([])
  }, 40_000)
})
