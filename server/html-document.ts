/** A whole document: the doctype, then the page (hono/jsx writes no doctype of its own). */
export const htmlDocument = async (page: { toString(): unknown }) =>
  `<!doctype html>${String(await page.toString())}`
