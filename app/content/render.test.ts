import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './render.server'

const table = '| Lens | Distance |\n|---|---|\n| Monofocal | Sharp |\n'

describe('renderMarkdown', () => {
  it('puts each table in a focusable region named by its heading, so it scrolls in its own box', () => {
    const { html } = renderMarkdown(`## Lens choices {#choices}\n\n${table}`, 'es', 'test.md')
    expect(html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-label="Tabla: Lens choices"><table>[\s\S]*<\/table>\s*<\/div>/,
    )
  })

  it('names a table without a heading plainly', () => {
    expect(renderMarkdown(table, 'en', 'test.md').html).toContain('aria-label="Table"')
  })
})
