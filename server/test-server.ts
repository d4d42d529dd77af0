import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { AnalyticsBeacon } from '#shared/analytics/schema'
import { hashPassword } from './admin/password'
import { sessionStore } from './admin/sessions'
import { createApp } from './app'
import { openDatabase } from './db'
import type { GeolocationLookup } from './geolocation-lookup'
import { createForwarder, type MailConfig } from './mailer'
import { messageStore } from './messages'

export const TEST_PASSWORD = 'correct horse battery staple'

/** A real app on a real SQLite file in a scratch folder, for server tests. */
export async function testServer({
  mail = null,
  transport,
  analyticsRateLimit,
  geolocation,
  files = {},
}: {
  mail?: MailConfig | null
  transport?: Transporter
  analyticsRateLimit?: number
  geolocation?: GeolocationLookup
  files?: Record<string, string>
} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  const clientDir = path.join(dir, 'client')
  fs.mkdirSync(path.join(clientDir, '404'), { recursive: true })
  fs.mkdirSync(path.join(clientDir, 'es', '404'), { recursive: true })
  fs.writeFileSync(path.join(clientDir, '404', 'index.html'), '<html lang="en"><title>Page not found</title>')
  fs.writeFileSync(
    path.join(clientDir, 'es', '404', 'index.html'),
    '<html lang="es"><title>No encontramos la página</title>',
  )
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<html lang="en"><title>Home</title>')
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true })
    fs.writeFileSync(path.join(clientDir, name), text)
  }
  const db = openDatabase(path.join(dir, 'data'))
  const messages = messageStore(db)
  const forwarder = createForwarder(messages, mail, transport)
  const app = createApp({
    clientDir,
    db,
    messages,
    sessions: sessionStore(db, 'test-secret'),
    forwarder,
    adminPasswordHash: await hashPassword(TEST_PASSWORD),
    trustProxy: true,
    analyticsRateLimit,
    geolocation,
  })
  return {
    app,
    db,
    messages,
    forwarder,
    close() {
      forwarder.stop()
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A session as the browser sends it, for analytics tests. */
export const sampleBeacon = (overrides: Partial<AnalyticsBeacon> = {}): AnalyticsBeacon => ({
  sessionId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  timestamp: 1_700_000_000_000,
  page: '/conditions/keratoconus',
  referrer: 'https://www.google.com',
  screenResolution: '390x844',
  language: 'es-US',
  country: 'United States',
  region: 'California',
  city: 'Santa Ana',
  timezone: 'America/Los_Angeles',
  latitude: 33.745571,
  longitude: -117.867836,
  browser: 'Safari',
  browserVersion: '17.5',
  os: 'iOS',
  device: 'Mobile',
  isMobile: true,
  isUSA: true,
  pageViews: 2,
  sessionDuration: 65_000,
  events: [
    { name: 'page_view', timestamp: 1_700_000_000_100, properties: { href: '/' } },
    {
      name: 'phone_click',
      timestamp: 1_700_000_030_000,
      properties: { text: '(714) 555-0142', href: 'tel:+17145550142' },
    },
  ],
  vitals: { LCP: 1800, CLS: 0.02 },
  ...overrides,
})
