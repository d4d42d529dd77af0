import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { contentAlias } from './scripts/content-alias.ts'
import { SHIPPED_CONTENT } from './shared/content/folder.ts'

// The unit and content tests check the software and the content it ships, never a site's own
// CONTENT_DIR; tests that need another folder make a scratch one (shared/test/content-folder.ts).
process.env.CONTENT_DIR = path.resolve(SHIPPED_CONTENT)

export default defineConfig({
  resolve: { alias: [contentAlias()] },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'shared/**/*.test.ts'],
    environment: 'node',
    // Whole-site content checks read ~470 pages: generous on a busy 2-core machine.
    testTimeout: 30_000,
  },
})
