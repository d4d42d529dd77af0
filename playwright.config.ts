import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM } from './scripts/ensure-chromium.mjs'
import { chromiumArgs } from './tests/e2e/browser.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
export const ADMIN_TEST_PASSWORD = 'e2e admin passphrase'

/**
 * Browser tests run against the production build, served by the real server on a scratch database.
 * One worker per core: a test waits on the browser and the server more than on itself. In CI a
 * failed test runs once more, so a rare timing fault does not stop a change from landing; the
 * report names it as flaky, and a flaky test is a test to fix.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  workers: os.availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh database for every run.
    command: 'rm -rf test-results/e2e-data && node build/node/index.js',
    // Ready when it says so, rather than at the next poll of a URL.
    wait: { stdout: /Serving on http:\/\/localhost:\d+/ },
    // Every page load of every test sends an analytics beacon from one address: lift that limit here.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'test-results/e2e-data',
      ADMIN_PASSWORD: ADMIN_TEST_PASSWORD,
      ANALYTICS_RATE_LIMIT: '100000',
      // And the contact forms' limit: many tests send messages, all from 127.0.0.1.
      CONTACT_RATE_LIMIT: '1000',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
