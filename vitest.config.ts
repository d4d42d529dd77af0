import { defineConfig } from 'vitest/config'
import { contentAlias } from './scripts/content-alias.ts'

export default defineConfig({
  resolve: { alias: [contentAlias()] },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'shared/**/*.test.ts'],
    environment: 'node',
    // Whole-site content checks read ~470 pages: generous on a busy 2-core machine.
    testTimeout: 30_000,
  },
})
