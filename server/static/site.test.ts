import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { servedSite } from './site'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A build's client folder: a page and one hashed asset. */
function build(page: string, asset: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
  made.push(dir)
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), page)
  fs.writeFileSync(path.join(dir, 'assets', asset), 'export {}')
  return dir
}

describe('the site being served', () => {
  it('moves to a new build whole, keeping the old build’s hashed assets for pages already open', () => {
    const first = build('<p>first</p>', 'a-1111.js')
    const second = build('<p>second</p>', 'a-2222.js')
    const site = servedSite(first)
    expect(site.files().has('/assets/a-1111.js')).toBe(true)
    site.swap(second)
    expect(site.clientDir()).toBe(second)
    expect(site.files().get('/')?.plain.file).toBe(path.join(second, 'index.html'))
    expect(site.files().has('/assets/a-2222.js')).toBe(true)
    expect(site.files().has('/assets/a-1111.js')).toBe(true)
  })

  it('does nothing when asked to serve the build it serves', () => {
    const dir = build('<p>only</p>', 'a-3333.js')
    const site = servedSite(dir)
    const files = site.files()
    site.swap(dir)
    expect(site.files()).toBe(files)
  })
})
