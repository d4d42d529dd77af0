// Writes .br and .gz next to every compressible file of the client build, so the server
// sends compressed bytes without compressing on each request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const compressible = /\.(html|js|css|data|svg|json|xml|txt|webmanifest)$/
const MIN_BYTES = 512

export function precompress(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = fs.readFileSync(file)
    if (source.length < MIN_BYTES) continue
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    )
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }))
    count++
  }
  return count
}
