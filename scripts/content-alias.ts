import type { Alias } from 'vite'
import { buildContentDirFrom } from '../shared/content/folder.ts'

/**
 * `#content/*` (the practice file) read from the content folder the build reads (CONTENT_DIR, else
 * `<DATA_DIR>/content`), like the pages, in every Vite build: the browser bundle, the prerender,
 * the server bundle and the unit tests. Plain Node (tsx, Playwright) resolves it through
 * package.json `imports` to the shipped content, app/content.
 */
export const contentAlias = (): Alias => ({
  find: /^#content\/(.*)$/,
  replacement: `${buildContentDirFrom(process.env)}/$1`,
})
