import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'shared/**/*.test.ts'],
    environment: 'node',
    // Whole-site content checks read ~470 pages: generous on a busy 2-core machine.
    testTimeout: 30_000,
  },
})
