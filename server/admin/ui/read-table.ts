/**
 * For tests: the rows of the DataTables on a page (table.tsx) as the text of their cells, each
 * cell's value without the column name the phone layout draws beside it. Markup inside a cell
 * (a link, a badge) stays as it is.
 */
export const tableRows = (page: string): string[][] =>
  [...page.matchAll(/<tr role="row"[^>]*>(.*?)<\/tr>/gs)]
    .map((row) =>
      [...(row[1] ?? '').matchAll(/<span class="min-w-0[^"]*">(.*?)<\/span><\/td>/gs)].map(
        (cell) => cell[1] ?? '',
      ),
    )
    .filter((cells) => cells.length > 0)
