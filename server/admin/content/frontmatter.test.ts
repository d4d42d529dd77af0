import { describe, expect, it } from 'vitest'
import { keepUnchangedLines } from './frontmatter'

const current = `---
type: condition
title: "Stye: Causes, Home Care and When to See Us"
description: "A stye is a painful red bump on the eyelid."
summary: "A stye is a tender red bump on the edge of the eyelid."
faq:
  - q: "Is a stye contagious?"
    a: "Not really."
updated: 2026-10-15
---
## What it is

Body text.
`

// What Decap sends back: its own key order, folded values, the summary changed.
const fromDecap = `---
title: 'Stye: Causes, Home Care and When to See Us'
type: condition
summary: >-
  A stye is a tender red bump on the edge of the eyelid, caused by a blocked
  oil gland.
description: A stye is a painful red bump on the eyelid.
faq:
  - a: Not really.
    q: Is a stye contagious?
updated: 2026-10-15
---
## What it is

Body text, edited.
`

describe('keepUnchangedLines', () => {
  it('keeps the lines and order of every unchanged field and takes only the changed ones', () => {
    expect(keepUnchangedLines(current, fromDecap)).toBe(`---
type: condition
title: "Stye: Causes, Home Care and When to See Us"
description: "A stye is a painful red bump on the eyelid."
summary: >-
  A stye is a tender red bump on the edge of the eyelid, caused by a blocked
  oil gland.
faq:
  - q: "Is a stye contagious?"
    a: "Not really."
updated: 2026-10-15
---
## What it is

Body text, edited.
`)
  })

  it('drops a removed field and adds a new one after the others', () => {
    const next = fromDecap.replace(/^description: .*\n/m, '').replace('updated:', 'label: Stye\nupdated:')
    const merged = keepUnchangedLines(current, next)
    expect(merged).not.toContain('description:')
    expect(merged).toMatch(/updated: 2026-10-15\nlabel: Stye\n---/)
    expect(merged).toContain('title: "Stye: Causes')
  })

  it("saves Decap's text as it is when the current file cannot be read field by field", () => {
    const commented = current.replace('type: condition\n', 'type: condition\n# reviewed by the team\n')
    expect(keepUnchangedLines(commented, fromDecap)).toBe(fromDecap)
    expect(keepUnchangedLines('no frontmatter', fromDecap)).toBe(fromDecap)
  })
})
