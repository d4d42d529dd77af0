type Cell = string | number | null | undefined

/**
 * RFC 4180 CSV. Visitor-supplied text (pages, referrers, cities) could start with = + - @ and
 * run as a formula when the file is opened in a spreadsheet: such cells get a leading quote.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    if (value === null || value === undefined) return ''
    if (typeof value === 'number') return String(value)
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
