import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { limited, verifyPassword } from './password'

const root = path.resolve(import.meta.dirname, '../../..')
const adminHash = (password: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin/auth/hash-password.ts', password], {
    cwd: root,
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: unknown) => ({ stdout: '', ...(error as { code: number; stderr: string }) }),
  )

describe('password hashing', () => {
  it('runs at most two hashes at once, each waiting its turn in order', async () => {
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (n: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      order.push(n)
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limited(task(n))))
    expect(results).toEqual([1, 2, 3, 4, 5, 6])
    expect(most).toBe(2)
    expect(order.slice(2)).toEqual([3, 4, 5, 6])
    // A failing hash gives its slot back.
    await expect(limited(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await Promise.all([limited(task(7)), limited(task(8))])).toEqual([7, 8])
  })

  it('npm run admin:hash holds the owner’s password to the same rule, and prints a full-strength hash', async () => {
    const leaked = await adminHash('password123456')
    expect(leaked.code).toBe(1)
    expect(leaked.stderr).toMatch(/^This password is on lists of leaked passwords/)
    expect((await adminHash('owner owner owner')).stderr).toMatch(/^Most of this password is your username/)
    const good = await adminHash('lantern ferry marigold')
    expect(good.stdout.trim()).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('lantern ferry marigold', good.stdout.trim())).toBe(true)
  }, 30_000)
})
