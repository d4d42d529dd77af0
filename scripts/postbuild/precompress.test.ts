import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { precompress } from './precompress'

const scratch = scratchFolders('precompress')

const brotliAt = (source: Buffer, quality: number) =>
  zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })

describe('precompress', () => {
  it('writes .br and .gz beside every compressible file, scripts at brotli’s best', async () => {
    const dir = scratch()
    const page = Buffer.from(
      `<!doctype html><p>${'Dry eye, glaucoma and keratoconus care. '.repeat(200)}</p>`,
    )
    const script = Buffer.from(`export const words = ${JSON.stringify('ojo seco '.repeat(300))};\n`)
    fs.mkdirSync(path.join(dir, 'conditions', 'dry-eye'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'conditions', 'dry-eye', 'index.html'), page)
    fs.writeFileSync(path.join(dir, 'assets', 'entry.js'), script)
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n')
    fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096))

    expect(await precompress(dir)).toBe(2)
    for (const [file, source] of [
      ['conditions/dry-eye/index.html', page],
      ['assets/entry.js', script],
    ] as const) {
      const read = (suffix: string) => fs.readFileSync(path.join(dir, `${file}${suffix}`))
      expect(zlib.brotliDecompressSync(read('.br')).equals(source), file).toBe(true)
      expect(zlib.gunzipSync(read('.gz')).equals(source), file).toBe(true)
    }
    // The script's compressed size is the first-load budget: the best brotli makes it.
    expect(fs.readFileSync(path.join(dir, 'assets/entry.js.br')).equals(brotliAt(script, 11))).toBe(true)
    // So does the page's: its size decides how many round trips the first paint waits for.
    expect(
      fs.readFileSync(path.join(dir, 'conditions/dry-eye/index.html.br')).equals(brotliAt(page, 11)),
    ).toBe(true)
    // Too small to gain anything, and not text: left alone.
    expect(fs.existsSync(path.join(dir, 'robots.txt.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'assets/photo.png.br'))).toBe(false)
  })
})
