import path from 'node:path'
import type { Alias } from 'vite'

/**
 * `#content/*` (the practice file) read from CONTENT_DIR, like the pages, in every Vite build:
 * the browser bundle, the prerender, the server bundle and the unit tests. Plain Node (tsx,
 * Playwright) resolves it through package.json `imports` to app/content.
 */
export const contentAlias = (): Alias => ({
  find: /^#content\/(.*)$/,
  replacement: `${path.resolve(process.env.CONTENT_DIR || 'app/content')}/$1`,
})
