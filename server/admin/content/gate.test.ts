import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { scanContent, THE_FOLDER } from './gate'

/** The editor stays closed on a content folder it cannot work on, and says why. */

const scratch = scratchFolders('content-gate')

describe('the content folder as a whole', () => {
  it('keeps the editor closed when the folder is missing, empty, or not a repository of its own', () => {
    const missing = path.join(scratch(), 'content')
    expect(scanContent(missing)).toEqual([
      { file: THE_FOLDER, reason: expect.stringContaining('does not exist') },
    ])

    const empty = scratch()
    expect(scanContent(empty)).toEqual([{ file: THE_FOLDER, reason: expect.stringContaining('is empty') }])

    const plain = scratch()
    fs.writeFileSync(path.join(plain, 'practice.json'), '{}\n')
    expect(scanContent(plain)).toEqual([
      {
        file: THE_FOLDER,
        reason: expect.stringContaining('not a Git repository of its own'),
      },
    ])

    // The same folder made a repository: the folder itself is no longer the problem.
    execFileSync('git', ['-C', plain, 'init', '-q'])
    expect(scanContent(plain).some((problem) => problem.file === THE_FOLDER)).toBe(false)
  })
})
