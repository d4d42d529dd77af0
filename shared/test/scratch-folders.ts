import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/**
 * New folders under the system's temporary folder, named after `name`, removed after each test.
 * Call it at the top of a test file; each call of the returned function makes one folder.
 */
export function scratchFolders(name: string): () => string {
  const made: string[] = []
  afterEach(() => {
    for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  })
  return () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
    made.push(folder)
    return folder
  }
}
