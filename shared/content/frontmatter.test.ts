import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentError } from './content-error'
import { parseFrontmatter, splitFrontmatter, stringifyFrontmatter, updateFrontmatter } from './frontmatter'

const FILE = 'en/conditions/stye.md'

/** Front matter that, read as JavaScript, would leave a marker file and a global behind. */
const marker = path.join(os.tmpdir(), `frontmatter-ran-${process.pid}`)
const planted = (opener: string) => `${opener}
{
  title: (require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), globalThis.__frontmatterRan = true, 'Stye'),
}
---
## What it is {#what-it-is}
`

const refusal = (text: string) => {
  try {
    parseFrontmatter(text, FILE)
  } catch (error) {
    if (error instanceof ContentError) return error
    throw error
  }
  throw new Error('read without an error')
}

describe('front matter', () => {
  afterEach(() => fs.rmSync(marker, { force: true }))

  it('reads YAML between two lines of exactly ---, and keeps days as written', () => {
    const { data, body } = parseFrontmatter(
      '---\ntitle: "Stye: care"\nupdated: 2026-11-01\nrelated: [conditions/chalazion]\ncount: 3\n---\n## Body {#body}\n',
      FILE,
    )
    expect(data).toEqual({
      title: 'Stye: care',
      updated: '2026-11-01',
      related: ['conditions/chalazion'],
      count: 3,
    })
    expect(body).toBe('## Body {#body}\n')
    expect(parseFrontmatter('---\r\ntitle: x\r\n---\r\nText', FILE)).toEqual({
      data: { title: 'x' },
      body: 'Text',
    })
    expect(parseFrontmatter('---\n---\nText', FILE)).toEqual({ data: {}, body: 'Text' })
  })

  it.each(['---js', '---javascript', '---json', '--- js', '---yaml', '+++', '{', ' ---', '\ufeff---', ''])(
    'refuses a file opening with %j, naming it, without running anything',
    (opener) => {
      const error = refusal(planted(opener))
      expect(error.file).toBe(FILE)
      expect(error.message).toMatch(/^en\/conditions\/stye\.md: the first line must be exactly "---"/)
      expect(fs.existsSync(marker)).toBe(false)
      expect((globalThis as { __frontmatterRan?: boolean }).__frontmatterRan).toBeUndefined()
    },
  )

  it('refuses what YAML 1.1 and the full schema would make of a value, and malformed YAML', () => {
    for (const [yaml, reason] of [
      ['run: !!js/function "function () {}"', /Unresolved tag/],
      ['photo: !!binary aGk=', /Unresolved tag/],
      ['updated: !!timestamp 2026-11-01', /Unresolved tag/],
      ['title: a\ntitle: b', /not valid YAML/],
      ['- a\n- b', /must be fields/],
      ['title: &t x\nheading: *t', /alias/],
      ['? [a, b]\n: c', /not a word/],
      ['title: "unclosed', /not valid YAML/],
    ] as const)
      expect(refusal(`---\n${yaml}\n---\nText\n`).message, yaml).toMatch(reason)
    expect(() => splitFrontmatter('---\ntitle: x\n', FILE)).toThrow(/no closing "---"/)
    expect(parseFrontmatter('---\nanswer: yes\nnothing: ~\nn: 0x1F\n---\n', FILE).data).toEqual({
      answer: 'yes',
      nothing: null,
      n: 31,
    })
  })

  it('reads every content file exactly as it writes it back', () => {
    const root = 'app/content'
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
    expect(files.length).toBeGreaterThan(400)
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      const { data, body } = parseFrontmatter(text, file)
      expect(updateFrontmatter(text, data, body, file), file).toBe(text)
    }
  })

  it('writes a change over the file, keeping every unchanged field as it was written', () => {
    const current = `---
type: condition
# reviewed by the team
title: "Stye: Causes, Home Care and When to See Us"
summary: "A stye is a tender red bump on the edge of the eyelid."
faq:
  - q: "Is a stye contagious?"
    a: "Not really."
  - q: "Can I pop it?"
    a: "No."
languages: [en, es]
updated: 2026-10-15
---
## What it is

Body text.
`
    const { data } = parseFrontmatter(current, FILE)
    const faq = data.faq as { q: string; a: string }[]
    const next = {
      ...data,
      summary: 'A stye is a tender red bump on the edge of the eyelid, from a blocked oil gland.',
      faq: [faq[0], { ...faq[1], a: 'No: it can spread the infection.' }],
      updated: '2026-11-01',
      label: 'Stye',
    }
    expect(updateFrontmatter(current, next, '## What it is\n\nBody text, edited.\n', FILE)).toBe(`---
type: condition
# reviewed by the team
title: "Stye: Causes, Home Care and When to See Us"
summary: "A stye is a tender red bump on the edge of the eyelid, from a blocked oil gland."
faq:
  - q: "Is a stye contagious?"
    a: "Not really."
  - q: "Can I pop it?"
    a: "No: it can spread the infection."
languages: [en, es]
updated: 2026-11-01
label: Stye
---
## What it is

Body text, edited.
`)
    const { title: _title, ...withoutTitle } = data
    expect(updateFrontmatter(current, withoutTitle, 'x', FILE)).not.toContain('title:')
  })

  it('writes a new file, quoting what YAML would read as something else', () => {
    const text = stringifyFrontmatter(
      { title: 'Yes: no', updated: '2026-11-01', count: '12', flag: 'true' },
      'Body\n',
    )
    expect(text).toBe('---\ntitle: "Yes: no"\nupdated: 2026-11-01\ncount: "12"\nflag: "true"\n---\nBody\n')
    expect(parseFrontmatter(text, FILE).data).toEqual({
      title: 'Yes: no',
      updated: '2026-11-01',
      count: '12',
      flag: 'true',
    })
    // A file that cannot be read as front matter is written afresh.
    expect(updateFrontmatter('---js\n{}\n---\n', { title: 'x' }, 'Body\n', FILE)).toBe(
      '---\ntitle: x\n---\nBody\n',
    )
  })
})
