import { describe, expect, it } from 'vitest'
import { limited } from './password'

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
})
