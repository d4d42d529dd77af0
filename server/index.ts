import { serve } from '@hono/node-server'
import { hashPassword } from './admin/password'
import { sessionSecret, sessionStore } from './admin/sessions'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db'
import { geolocationLookup } from './geolocation-lookup'
import { createForwarder, readMailConfig } from './mailer'
import { messageStore } from './messages'
import { ContentErrors } from '#shared/content/content-error'
import { practiceProblems } from '#shared/content/practice-schema'
import { practiceFile } from '#shared/practice'

// The practice file bundled at build was checked then; checked again here, so a server built
// from an unchecked file refuses to start instead of mailing from a wrong address.
const practiceErrors = practiceProblems(practiceFile, 'practice.json')
if (practiceErrors.length > 0) throw new ContentErrors(practiceErrors)

const config = readConfig()
const db = openDatabase(config.dataDir)
const messages = messageStore(db)
const mail = readMailConfig()
const forwarder = createForwarder(messages, mail)
// A plain ADMIN_PASSWORD is hashed at once and not kept; ADMIN_PASSWORD_HASH is preferred.
const adminPasswordHash =
  process.env.ADMIN_PASSWORD_HASH ??
  (process.env.ADMIN_PASSWORD ? await hashPassword(process.env.ADMIN_PASSWORD) : null)
delete process.env.ADMIN_PASSWORD

const app = createApp({
  clientDir: config.clientDir,
  db,
  messages,
  sessions: sessionStore(db, sessionSecret(config.dataDir)),
  forwarder,
  adminPasswordHash,
  trustProxy: config.trustProxy,
  analyticsRateLimit: config.analyticsRateLimit,
  geolocation: geolocationLookup({ urlTemplate: config.geolocationUrl }),
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Serving on http://localhost:${info.port}`)
  if (!adminPasswordHash) console.log('Admin pages are disabled: set ADMIN_PASSWORD_HASH to enable them.')
  console.log(
    mail
      ? `Forwarding messages to ${mail.to} through ${mail.host}.`
      : 'SMTP is not configured: messages are kept in the admin inbox only.',
  )
  // Messages stored while the mail server was unreachable, or before a restart, go out now.
  void forwarder.kick()
})

// Finish the requests in flight, then close the database, so a deploy loses nothing.
function shutdown(signal: string) {
  console.log(`${signal}: closing`)
  forwarder.stop()
  server.close(() => {
    db.close()
    process.exit(0)
  })
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
