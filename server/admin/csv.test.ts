import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes what needs quoting and leaves numbers and empty cells plain', () => {
    expect(
      toCsv([
        ['page', 'views'],
        ['/a, b', 3],
        ['say "hi"', null],
        ['two\nlines', 0],
      ]),
    ).toBe('page,views\r\n"/a, b",3\r\n"say ""hi""",\r\n"two\nlines",0\r\n')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv([['=HYPERLINK("http://evil.example")', '+1', '-2', '@SUM(A1)', 'Irvine']])).toBe(
      `"'=HYPERLINK(""http://evil.example"")",'+1,'-2,'@SUM(A1),Irvine\r\n`,
    )
  })
})
