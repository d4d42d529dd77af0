import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { removeRouterFiles } from './router-files'

let dir: string
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('removeRouterFiles', () => {
  it('removes the route data and the SPA fallback, and nothing else', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'router-files-'))
    const files = {
      '_root.data': 'x',
      'conditions.data': 'x',
      'conditions/glaucoma.data': 'x',
      '__spa-fallback.html': 'x',
      'index.html': 'x',
      'conditions/glaucoma/index.html': 'x',
      'assets/entry.client-abc.js': 'x',
      'pagefind/index/en_abc.pf_index': 'x',
      'news/rss.xml': 'x',
    }
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    expect(removeRouterFiles(dir)).toBe(4)
    const left = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort()
    expect(left).toEqual([
      'assets/entry.client-abc.js',
      'conditions/glaucoma/index.html',
      'index.html',
      'news/rss.xml',
      'pagefind/index/en_abc.pf_index',
    ])
  })
})
