import fs from 'node:fs'
import path from 'node:path'
import { twMerge } from 'tailwind-merge'
import { expect, it } from 'vitest'
import { clientDir, decode } from '../e2e/built-page'

/**
 * `cn()` joins classes without merging them (app/lib/utils.ts). Two utilities for the same
 * property on one element would then be decided by stylesheet order, not by the author: this
 * reads every prerendered page and fails on any element whose classes tailwind-merge would change.
 */
it('no element of a prerendered page carries conflicting utility classes', () => {
  const pages = fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
  expect(pages.length).toBeGreaterThan(400)
  const conflicts = new Set<string>()
  for (const file of pages) {
    const html = fs.readFileSync(path.join(clientDir, file), 'utf8')
    for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
      const classes = decode(value!).split(/\s+/).filter(Boolean)
      const kept = new Set(twMerge(classes.join(' ')).split(' '))
      const dropped = classes.filter((name) => !kept.has(name))
      if (dropped.length) conflicts.add(`${classes.join(' ')}  (loses: ${dropped.join(' ')})`)
    }
  }
  expect([...conflicts]).toEqual([])
})
