import path from 'node:path'
import { serve } from '@hono/node-server'
import { createAdmin, currentRelease } from './admin'
import { SYSTEM } from './admin/audit/log'
import { servedAtStart, softwareOf } from './admin/content/releases'
import { inEnglish } from './admin/content/publish-reasons'
import { needsRehash } from './admin/auth/password'
import { sessionSecret } from './admin/auth/sessions'
import { createApp } from './app'
import { startupConfig } from './config'
import { openDatabase } from './db'
import { buildEnvironment, forgetPlainPassword } from './env'
import { geolocationLookup } from './geolocation/lookup'
import { rootCheck } from './least-privilege'
import { createForwarder, mailStatus } from './contact/mailer'
import { servedSite } from './static/site'
import { messageStore } from './contact/store'
import { contentDigest } from './content-folder/repository'
import { ContentErrors } from '#shared/content/content-error'
import { SHIPPED_CONTENT } from '#shared/content/folder'
import { practiceProblems } from '#shared/content/practice-schema'
import { startOfDay } from '#shared/hours/day-start'
import { wallClock } from '#shared/hours/wall-clock'
import { practice, practiceFile } from '#shared/practice'

// The practice file bundled at build was checked then; checked again here, so a server built
// from an unchecked file refuses to start instead of mailing from a wrong address.
const practiceErrors = practiceProblems(practiceFile, 'practice.json')
if (practiceErrors.length > 0) throw new ContentErrors(practiceErrors)

// Everything the server writes (the database and its log, backups, the session key) is its own
// user's alone; folders and files that must be shared are made so explicitly.
process.umask(0o077)

const config = startupConfig()
const root = rootCheck({
  uid: process.getuid?.(),
  production: config.production,
  allowRoot: config.allowRoot,
})
if (root) {
  console.error(root.message)
  if (root.refuse) process.exit(1)
}
if (config.owner.passwordHash && needsRehash(config.owner.passwordHash))
  console.warn(
    'ADMIN_PASSWORD_HASH was made with older, weaker scrypt parameters: make a new one with npm run admin:hash and set it.',
  )

const db = openDatabase(config.dataDir)
const messages = messageStore(db)
const { mail } = config
const forwarder = createForwarder(messages, mail)
// This build of the software (scripts/build.mjs writes build/.stamp beside build/node).
const software = softwareOf(path.resolve(import.meta.dirname, '..', '.stamp'))
// The software's own build first; the start decision below may switch to the last release.
const site = servedSite(config.clientDir)
const admin = await createAdmin({
  db,
  stylesheet: site.stylesheet,
  content: {
    root: config.contentDir,
    releasesDir: config.releasesDir,
    env: buildEnvironment,
    activate: site.swap,
    shipped: path.resolve(SHIPPED_CONTENT),
    // A developer's checkout follows the content written in it; a site is offered each change.
    follow: !config.production,
    software,
  },
  secret: sessionSecret(config.dataDir, config.sessionSecret),
  trustProxy: config.trustProxy,
  // A plain ADMIN_PASSWORD is hashed at once and not kept; the hash is preferred.
  ownerPasswordHash: config.owner.passwordHash,
  ownerPassword: config.owner.password,
  mail,
  backupDir: config.backupDir,
  backupRecipients: config.backupRecipients,
  retentionDays: config.messageRetentionDays,
  siteOrigin: config.siteOrigin,
  adminOrigin: config.adminOrigin,
})
forgetPlainPassword()

// What to serve: a site this software built from the content folder as it is (the last release,
// or the build), else the last release meanwhile, and publish now (after an update or a restore).
const start = servedAtStart({
  clientDir: config.clientDir,
  release: currentRelease(config.releasesDir),
  software,
  content: (() => {
    try {
      return contentDigest(config.contentDir)
    } catch {
      return null
    }
  })(),
  startOfToday: startOfDay(wallClock(new Date(), practice.timeZone).date, practice.timeZone),
})
site.swap(start.clientDir)
if (admin.preparation?.created)
  console.log(`Made the content folder ${config.contentDir} from the shipped content.`)
if (admin.preparation?.update === 'offered')
  console.log(
    'The shipped content changed: the owner can look at the update and take it at /admin/content/updates.',
  )

const app = createApp({
  clientDir: site.clientDir(),
  site,
  db,
  messages,
  forwarder,
  admin,
  trustProxy: config.trustProxy,
  analyticsRateLimit: config.analyticsRateLimit,
  contactRateLimit: config.contactRateLimit,
  geolocation: geolocationLookup({ urlTemplate: config.geolocationUrl }),
  hstsIncludeSubdomains: config.hstsIncludeSubdomains,
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Serving on http://localhost:${info.port}`)
  const adminEnabled = admin.deps.users.any()
  if (!adminEnabled)
    console.log('Admin pages are disabled: set ADMIN_PASSWORD_HASH to create the owner account.')
  console.log(
    config.backupDir
      ? `Backing up the database daily to ${config.backupDir}${config.backupRecipients.length ? ', encrypted with age' : ''}.`
      : 'BACKUP_DIR is not set: no daily backups.',
  )
  // Retention and backups now, then checked every hour.
  admin.jobs.start()
  // The daily publish, and a publish now when what is served is not current.
  admin.schedule?.start()
  const content = admin.deps.content
  if (content && start.publishBecause) {
    const closed = content.gate.scan()
    if (closed.length > 0)
      console.error(
        `Not publishing at start (${inEnglish([start.publishBecause])}): the content folder has problems the editor’s page names.`,
      )
    else {
      console.log(`Publishing the site now: ${inEnglish([start.publishBecause])}.`)
      content.publisher.request(SYSTEM, [start.publishBecause])
    }
  }
  // A release published from the command line (npm run publish) is served once it is done.
  if (content)
    setInterval(() => {
      const published = content.publisher.published()
      if (published) {
        site.swap(published)
        console.log(
          `Serving the release published from the command line, ${path.basename(path.dirname(published))}.`,
        )
      }
    }, 10_000).unref()
  const status = mailStatus(mail, adminEnabled)
  console[status.level](status.text)
  // Messages stored while the mail server was unreachable, or before a restart, go out now.
  void forwarder.kick()
})

// Finish the requests in flight, then close the database, so a deploy loses nothing.
function shutdown(signal: string) {
  console.log(`${signal}: closing`)
  forwarder.stop()
  admin.jobs.stop()
  admin.schedule?.stop()
  admin.deps.content?.publisher.stop()
  void admin.deps.content?.validate.close()
  server.close(() => {
    db.close()
    process.exit(0)
  })
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
