import { describe, expect, it } from 'vitest'
import { rootCheck } from './least-privilege'

describe('running as root', () => {
  it('is refused in production unless ALLOW_ROOT says it is meant, and warned about elsewhere', () => {
    expect(rootCheck({ uid: 1000, production: true, allowRoot: false })).toBeNull()
    expect(rootCheck({ uid: undefined, production: true, allowRoot: false })).toBeNull()
    const refused = rootCheck({ uid: 0, production: true, allowRoot: false })
    expect(refused).toMatchObject({ refuse: true })
    expect(refused?.message).toMatch(/^Refusing to run as root in production\. .*ALLOW_ROOT=true/)
    expect(rootCheck({ uid: 0, production: true, allowRoot: true })).toMatchObject({ refuse: false })
    expect(rootCheck({ uid: 0, production: false, allowRoot: false })?.message).toMatch(
      /^Warning: the server is running as root\./,
    )
  })
})
