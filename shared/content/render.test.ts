import { describe, expect, it } from 'vitest'
import type { Closure } from '#shared/hours/schedule'
import { closuresMarkdown } from './closures-markdown.server'
import { ContentError } from './registry.server'
import { renderInline, renderMarkdown } from './render.server'

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

const FILE = 'en/conditions/stye.md'

/** The error rendering `markdown` gives, as the body or as an FAQ answer. */
function refusal(markdown: string, field?: string): ContentError {
  try {
    if (field) renderInline(markdown, 'en', FILE, { field })
    else renderMarkdown(markdown, 'en', FILE)
  } catch (error) {
    if (error instanceof ContentError) return error
    throw error
  }
  throw new Error(`rendered: ${markdown}`)
}

describe('links and pictures in content', () => {
  const hostile = [
    '[a](javascript:alert(1))',
    '[a](JaVaScRiPt:alert(1))',
    '[a](jav&#x61;script:alert(1))',
    '[a](&#106;avascript:alert(1))',
    '[a](&#x6A;&#x61;&#x76;&#x61;script:alert(1))',
    '[a](javascript&colon;alert(1))',
    '[a](java&Tab;script:alert(1))',
    '[a](java&NewLine;script:alert(1))',
    '[a](&#x09;javascript:alert(1))',
    '[a](&#0;javascript:alert(1))',
    '[a](<java script:alert(1)>)',
    '[a]( javascript:alert(1) "title")',
    '[a][x]\n\n[x]: javascript:alert(1)',
    'Nothing links it.\n\n[x]: javascript:alert(1)',
    '<javascript:alert(1)>',
    '<JAVASCRIPT:alert(1)>',
    '[a](vbscript:msgbox(1))',
    '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[a](DATA:text/html,x)',
    '![a](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    '![a](javascript:alert(1))',
    '![a][x]\n\n[x]: data:image/png;base64,AAAA',
    '[a](file:///etc/passwd)',
    '[a](//evil.example/path)',
    '[a](/\\evil.example)',
  ]

  it.each(hostile)('refuses %j in a body, naming the file and field', (markdown) => {
    const error = refusal(markdown)
    expect(error.file).toBe(FILE)
    expect(error.field).toBe('body')
  })

  it.each(hostile)('refuses %j in an FAQ answer, naming its field', (markdown) => {
    expect(refusal(markdown, 'faq.2.a').field).toBe('faq.2.a')
  })

  it('lets through paths, anchors, the web, email and phone numbers, written escaped', () => {
    const html = (markdown: string) => renderMarkdown(markdown, 'en', FILE).html
    expect(html('[a](/contact) [b](#symptoms) [c](../glaucoma) [d](?q=dry+eye)')).toBe(
      '<p><a href="/contact">a</a> <a href="#symptoms">b</a> <a href="../glaucoma">c</a> <a href="?q=dry+eye">d</a></p>\n',
    )
    expect(
      html(
        '[a](<HTTPS://www.nei.nih.gov/a b>) [b](http://example.org) <info@example.org> [c](tel:+17145550100)',
      ),
    ).toBe(
      '<p><a href="HTTPS://www.nei.nih.gov/a%20b">a</a> <a href="http://example.org">b</a> ' +
        '<a href="mailto:info@example.org">info@example.org</a> <a href="tel:+17145550100">c</a></p>\n',
    )
    // What the browser reads from the attribute is exactly the address that was checked.
    expect(html('[a](https://example.org/?x=1&amp;y="2") ![b](/p.png "t")')).toBe(
      '<p><a href="https://example.org/?x=1&#38;y=%222%22">a</a> <img src="/p.png" alt="b" title="t"></p>\n',
    )
    // Encoded twice, a scheme stays text: the browser decodes the attribute once, to a relative path.
    expect(html('[a](jav&amp;#x61;script:alert(1))')).toBe(
      '<p><a href="jav&#38;#x61;script:alert(1)">a</a></p>\n',
    )
  })
})

describe('short texts from the data files', () => {
  it('are plain text in a page: Markdown and HTML in a closure reason show as typed', () => {
    const reason = '**Closed** [now](javascript:alert(1)) <img src=x onerror=alert(1)> {{phone}} # _x_ `c`'
    const closures: Closure[] = [
      { offices: ['irvine'], from: '2026-12-24', to: '2026-12-24', reason: { en: reason, es: reason } },
    ]
    const markdown = closuresMarkdown(closures, '2026-12-01', '2026-12-31', 'en')
    const { html } = renderMarkdown(markdown, 'en', FILE)
    expect(html).not.toMatch(/<a |<img|<em>|<code>|<strong>Closed/)
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
    expect(text).toContain(`(${reason})`)
  })
})
