/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { cn } from '#shared/ui/cn'

export interface Column<Row> {
  header: string
  cell: (row: Row) => Child
  /** Classes of the column's values (`md:whitespace-nowrap` for a date, `break-all` for an address). */
  class?: string
  /** A column of buttons: its header is for screen readers, and on a phone its cells carry no label. */
  actions?: boolean
}

/**
 * A table of records that fits any screen: from 768 px a table whose words stay whole, below it
 * one card per row, each value under the name of its column, so a phone shows every column
 * without scrolling sideways. The cards keep the table's roles (CSS display would drop them in
 * some browsers), and the names drawn on the cards are hidden from screen readers, which read the
 * column headers as in any table.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowClass,
  testid,
}: {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowClass?: (row: Row) => string | undefined
  testid?: string
}) {
  return (
    <div class="mt-6 rounded-xl border border-border bg-card wrap-normal" data-testid={testid}>
      <table role="table" class="w-full text-left text-sm max-md:block">
        <caption class="sr-only">{caption}</caption>
        <thead class="max-md:sr-only">
          <tr role="row" class="border-b border-border">
            {columns.map((column) => (
              <th role="columnheader" scope="col" class="px-3 py-2 font-semibold">
                {column.actions ? <span class="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody class="max-md:block">
          {rows.map((row) => (
            <tr
              role="row"
              class={cn(
                'border-t border-border max-md:block max-md:px-4 max-md:py-3 max-md:first:border-t-0',
                rowClass?.(row),
              )}
            >
              {columns.map((column) => (
                <td
                  // The rule takes a td for a grid's cell; here it is a table's, kept one on a phone.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  role="cell"
                  class="px-3 py-2 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1"
                >
                  {column.actions ? null : (
                    <span
                      aria-hidden="true"
                      class="w-28 shrink-0 font-semibold text-muted-foreground md:hidden"
                    >
                      {column.header}
                    </span>
                  )}
                  <span class={cn('min-w-0', column.class)}>{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
