import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { contentAlias } from './scripts/content-alias.ts'
import { SHIPPED_CONTENT } from './shared/content/folder.ts'

// The unit and content tests check the software and the content it ships, never a site's own
// CONTENT_DIR; tests that need another folder make a scratch one (shared/test/content-folder.ts).
process.env.CONTENT_DIR = path.resolve(SHIPPED_CONTENT)

/**
 * Two projects, run apart by `npm test` (scripts/test.mjs): `unit` (logic and the content, beside
 * the code) before the build, `built` (tests/built: what the build wrote, read from build/client
 * and served by the app in-process) after it. `vitest run --project unit` runs the first alone.
 */
export default defineConfig({
  resolve: { alias: [contentAlias()] },
  test: {
    environment: 'node',
    // One worker per core (Vitest's default leaves one free: a single worker on two cores).
    maxWorkers: os.availableParallelism(),
    // Whole-site content checks read ~470 pages: generous on a busy 2-core machine.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'shared/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          globalSetup: ['tests/built/needs-build.ts'],
        },
      },
    ],
  },
})
