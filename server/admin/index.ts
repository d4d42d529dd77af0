import type { Context } from 'hono'
import type { Transporter } from 'nodemailer'
import { analyticsStore } from '../analytics/store'
import type { Db } from '../db'
import type { MailConfig } from '../contact/mailer'
import { messageStore } from '../contact/store'
import { auditLog, SYSTEM } from './audit/log'
import { hashPassword, needsRehash, verifyPassword } from './auth/password'
import { sessionStore } from './auth/sessions'
import { tokenStore } from './auth/tokens'
import { backupService } from './backups/service'
import { readSiteData } from '#shared/content/site-data.server'
import { prepareContentFolder, type Preparation } from '../content-folder/repository'
import type { ContentDeps } from './content/api'
import { dailyPublish, scheduleMoments } from './content/daily-publish'
import { inEnglish, publishEntry } from './content/publish-reasons'
import { currentRelease, publisher, siteBuild, type BuildCommand } from './content/publish'
import { contentGate } from './content/gate'
import { revisionStore } from './content/revisions'
import { workerValidator, type Validator } from './content/validator'
import { addressOf, type AdminDeps, type RenderPage } from './context'
import type { Clock } from './deps'
import { dailyJobs } from './jobs'
import { i18nOf } from './i18n'
import { adminMail } from './mail'
import { deleteExpiredMessages, DEFAULT_RETENTION_DAYS } from './messages/retention'
import { inboxStore } from './messages/store'
import { may } from './roles'
import { refusalPage } from './refusals'
import { adminRoutes } from './routes'
import { adminDocument, adminPageHashes } from './ui/page'
import { OWNER_USERNAME, userStore } from './users/store'
import { practice } from '#shared/practice'

export interface ContentOptions {
  /** CONTENT_DIR: the folder the editor reads and writes. */
  root: string
  /** RELEASES_DIR: where publishing builds the site. */
  releasesDir: string
  /** Switches the served site to a newly built client folder (server/static/site.ts). */
  activate: (clientDir: string) => void
  /** The build publishing runs (the real one by default; tests pass a quick stand-in). */
  build?: (releaseDir: string) => BuildCommand[]
  /** The build's environment (server/env.ts, `buildEnvironment`). */
  env: () => NodeJS.ProcessEnv
  /** How a save is checked (a worker thread with the build's rules by default; tests slow it down). */
  validate?: Validator
  /**
   * The content the software ships (app/content): an empty content folder is made from it, and
   * its changes are offered to the owner as updates. Null (tests): the folder is taken as it is.
   */
  shipped?: string | null
  /** A shipped change is taken at once when the office has changed nothing of its own (a developer's checkout). */
  follow?: boolean
  /** The software build that publishes (`build/.stamp`), recorded in each release. */
  software?: string | null
}

export { currentRelease }

export interface AdminOptions {
  db: Db
  /** The site's stylesheet, so admin pages share its design (a getter: publishing can change it). */
  stylesheet: string | null | (() => string | null)
  /** The content editor; without it /admin/content says it is unavailable. */
  content?: ContentOptions | null
  /** Signs the admin cookies (SESSION_SECRET). */
  secret: string
  trustProxy: boolean
  /** ADMIN_PASSWORD_HASH, or else ADMIN_PASSWORD: the password of the `owner` account. */
  ownerPasswordHash?: string | null
  ownerPassword?: string | null
  mail?: MailConfig | null
  mailTransport?: Transporter
  /** BACKUP_DIR: where the daily backups go; null turns them off. */
  backupDir?: string | null
  retentionDays?: number
  /** SITE_ORIGIN, as the build used it; the practice's own by default. */
  siteOrigin?: string
  /** ADMIN_ORIGIN: where invitation and reset links point; SITE_ORIGIN by default. */
  adminOrigin?: string
  /** BACKUP_AGE_RECIPIENT: backups are encrypted to these public keys; none, plain backups. */
  backupRecipients?: readonly string[]
  now?: Clock
}

/**
 * The hash to keep for the owner: the given one, or a plain password's (the stored hash when it
 * still matches and is as strong as a new one would be).
 */
async function ownerHash(options: AdminOptions, current: string | null | undefined): Promise<string | null> {
  if (options.ownerPasswordHash) return options.ownerPasswordHash
  const plain = options.ownerPassword
  if (!plain) return null
  if (current && !needsRehash(current) && (await verifyPassword(plain, current))) return current
  return hashPassword(plain)
}

/** Builds the admin area: its stores, the owner account from the settings, routes and daily jobs. */
export async function createAdmin(options: AdminOptions) {
  const { db, trustProxy } = options
  const now = options.now ?? Date.now
  const users = userStore(db, now)
  const audit = auditLog(db, now)
  const sessions = sessionStore(db, { secret: options.secret, now, users })
  const tokens = tokenStore(db, now)
  const inbox = inboxStore(db, now)
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS

  const hash = await ownerHash(options, users.byUsername(OWNER_USERNAME)?.password_hash)
  if (hash) {
    const result = users.bootstrapOwner(hash)
    if (result !== 'unchanged')
      audit.record(SYSTEM, 'user.owner_password', { detail: result, params: { result } })
    // A new owner password from the settings ends the owner's sessions and voids the owner's
    // links, as any reset does.
    const owner = users.byUsername(OWNER_USERNAME)
    if (result === 'updated' && owner) {
      sessions.endAll(owner.id)
      tokens.voidAll(owner.id)
    }
  }

  // The content folder is made, adopted or brought up to date before anything reads it; a failure
  // (no Git, no permission) leaves it as it is, and the editor's gate says what is wrong.
  let preparation: Preparation | null = null
  if (options.content)
    try {
      preparation = prepareContentFolder(options.content.root, {
        shipped: options.content.shipped ?? null,
        follow: options.content.follow ?? false,
        now,
      })
    } catch (error) {
      console.error(
        `The content folder ${options.content.root} could not be prepared: ${(error as Error).message}`,
      )
    }
  const address = addressOf(trustProxy)
  const backups = options.backupDir
    ? backupService({
        db,
        dir: options.backupDir,
        now,
        audit,
        recipients: options.backupRecipients ?? [],
        contentDir: options.content?.root ?? null,
      })
    : null
  const stylesheet = () =>
    typeof options.stylesheet === 'function' ? options.stylesheet() : options.stylesheet
  const content: ContentDeps | null = options.content
    ? {
        root: options.content.root,
        revisions: revisionStore(options.content.root, db, now),
        stylesheet,
        validate: options.content.validate ?? workerValidator(),
        // The content folder is scanned now: a file the editor must not open keeps it closed.
        gate: contentGate(options.content.root),
        publisher: publisher({
          contentDir: options.content.root,
          releasesDir: options.content.releasesDir,
          build: options.content.build ?? siteBuild,
          activate: options.content.activate,
          env: options.content.env,
          now,
          software: options.content.software ?? null,
          onFinish(status, actors, reasons) {
            // Why it ran is the server's own reason: a person's publish needs none.
            for (const actor of actors) {
              const { action, ...entry } = publishEntry(status, actor.id === null ? reasons : [])
              audit.record(actor, action, entry)
            }
          },
        }),
      }
    : null
  const mail = adminMail(options.mail ?? null, options.mailTransport)
  const render: RenderPage = (c, title, body, status = 200, options = {}) => {
    const user = c.var.adminUser as typeof c.var.adminUser | undefined
    const session = c.var.adminSession as typeof c.var.adminSession | undefined
    const viewer =
      user && session
        ? {
            name: user.display_name,
            role: user.role,
            newMessages: may(user.role, 'messages') ? inbox.countNew() : 0,
            // Without mail, those who asked for it see new messages announced on every page.
            waitingSince:
              mail === null && user.new_message_banner === 1 && may(user.role, 'messages')
                ? inbox.oldestNew()
                : null,
          }
        : null
    c.set('inlineHashes', adminPageHashes)
    const context = { i18n: i18nOf(c), csrf: session?.csrf_token ?? '', viewer }
    return c.html(
      adminDocument({ context, title, body, stylesheet: stylesheet(), path: c.req.path, options }),
      status,
    )
  }

  const deps: AdminDeps = {
    db,
    now,
    trustProxy,
    secret: options.secret,
    users,
    sessions,
    tokens,
    audit,
    inbox,
    messages: messageStore(db),
    analytics: analyticsStore(db),
    mail,
    backups,
    content,
    ownerPasswordFromEnv: hash !== null,
    retentionDays,
    siteOrigin: options.siteOrigin ?? practice.origin,
    adminOrigin: options.adminOrigin ?? options.siteOrigin ?? practice.origin,
    render,
    refuse: refusalPage(render),
    address,
    record(c: Context, action, entry = {}) {
      const user = c.var.adminUser
      audit.record({ id: user.id, username: user.username }, action, { ...entry, address: address(c) })
    },
  }
  const jobs = dailyJobs({
    now,
    backups,
    retention: () => deleteExpiredMessages({ inbox, audit, now, days: retentionDays }),
  })
  // The site publishes itself after midnight and when closures and announcements change what it shows.
  const schedule = content
    ? dailyPublish({
        now,
        timeZone: practice.timeZone,
        moments: () => scheduleMoments(readSiteData(content.root).data, practice.timeZone),
        publish(reasons) {
          const closed = content.gate.scan()
          if (closed.length > 0)
            console.error(
              `The scheduled publish (${inEnglish(reasons)}) did not run: the content folder has ${closed.length} problem(s); the editor’s page names them.`,
            )
          else content.publisher.request(SYSTEM, reasons)
        },
      })
    : null
  return { ...adminRoutes(deps, { enabled: users.any() }), jobs, deps, schedule, preparation }
}

export type Admin = Awaited<ReturnType<typeof createAdmin>>
