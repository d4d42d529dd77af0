import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * The analytics chunk is everything client.ts reaches. Bundling it the way the browser gets it
 * (tsconfig's verbatimModuleSyntax keeps any import that is not `import type`) lists its
 * input files: zod must not be one, nor the schema module that builds zod objects at load.
 */
async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    // Input paths are listed relative to this folder: the repository's root.
    absWorkingDir: new URL('../../..', import.meta.url).pathname,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  })
  return Object.keys(result.metafile.inputs)
}

const isZod = (input: string) => input.includes('node_modules/zod/')

describe('the analytics chunk', () => {
  it('loads neither zod nor the session schemas', async () => {
    const inputs = await inputsOf('./client.ts')
    expect(inputs).toContain('app/features/analytics/session.ts')
    expect(inputs.filter(isZod)).toEqual([])
    expect(inputs.filter((input) => /shared\/analytics\/schema|shared\/zod/.test(input))).toEqual([])
  })

  it('would show zod if a module it loads took a value from the schemas', async () => {
    // The same check on the schema module itself: proves the check can see zod at all.
    expect((await inputsOf('../../../shared/analytics/schema.ts')).some(isZod)).toBe(true)
  })
})
