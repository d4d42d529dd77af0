import { defineConfig } from 'vitest/config'
import { contentAlias } from './scripts/content-alias.ts'

export default defineConfig({
  resolve: { alias: [contentAlias()] },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
})
