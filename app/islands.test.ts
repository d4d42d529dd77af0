import { expect, it } from 'vitest'
import { islands } from './islands'

it('each island in the loader’s registry is the module of that name', async () => {
  const names = Object.keys(islands)
  expect(names.length).toBeGreaterThanOrEqual(15)
  for (const name of names) {
    const { default: island } = await islands[name]!()
    expect(island.name, name).toBe(name)
    expect(typeof island.mount, name).toBe('function')
  }
})
