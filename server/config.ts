import path from 'node:path'
import { contentDirFrom } from '#shared/content/folder'
import { EnvError } from '#shared/env'
import { practice } from '#shared/practice'
import { serverEnv } from './env'
import type { MailConfig } from './contact/mailer'

/** Server settings, from the checked environment (server/env.ts; README, "Configuration"). */
export interface ServerConfig {
  port: number
  host: string
  /** Prerendered pages and assets (the output of `react-router build`). */
  clientDir: string
  /** Where the SQLite database lives; created on first start. */
  dataDir: string
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean
  /** Analytics beacons accepted per client address per minute. */
  analyticsRateLimit: number
  /** Messages and appointment requests accepted per client address in ten minutes. */
  contactRateLimit: number
  /** IP-geolocation service URL with `{ip}` in it, or null for no lookups. */
  geolocationUrl: string | null
  /** The content folder (CONTENT_DIR) the editor writes; publishing builds from it. */
  contentDir: string
  /** Release folders of publishing (RELEASES_DIR). */
  releasesDir: string
  /** Strict-Transport-Security names every subdomain too (HSTS_INCLUDE_SUBDOMAINS). */
  hstsIncludeSubdomains: boolean
  /** Where the daily database backups go (BACKUP_DIR); null: no daily backups. */
  backupDir: string | null
  /** Public age keys backups are encrypted to (BACKUP_AGE_RECIPIENT); empty: plain backups. */
  backupRecipients: string[]
  /** Messages are deleted this many days after they arrive (MESSAGE_RETENTION_DAYS). */
  messageRetentionDays: number
  /** The public origin, for the links the server writes (the keratoconus QR code). */
  siteOrigin: string
  /** The origin of invitation and reset links (ADMIN_ORIGIN, else SITE_ORIGIN). */
  adminOrigin: string
  /** Whether the server may run as root in production (ALLOW_ROOT). */
  allowRoot: boolean
  /** NODE_ENV=production: running as root is refused there. */
  production: boolean
  /** The `owner` account's password: its hash, or a plain one hashed at start. */
  owner: { passwordHash: string | null; password: string | null }
  /** SESSION_SECRET; null: one is generated into the data folder. */
  sessionSecret: string | null
  /** The mail server that forwards messages to the office; null when SMTP_HOST is unset. */
  mail: MailConfig | null
}

export function readConfig(env?: Record<string, string | undefined>): ServerConfig {
  const vars = serverEnv(env)
  return {
    port: vars.PORT,
    host: vars.HOST,
    clientDir: path.resolve(vars.CLIENT_DIR),
    dataDir: path.resolve(vars.DATA_DIR),
    trustProxy: vars.TRUST_PROXY,
    analyticsRateLimit: vars.ANALYTICS_RATE_LIMIT,
    contactRateLimit: vars.CONTACT_RATE_LIMIT,
    geolocationUrl: vars.GEOLOCATION_URL,
    contentDir: contentDirFrom({ CONTENT_DIR: vars.CONTENT_DIR ?? undefined, DATA_DIR: vars.DATA_DIR }),
    releasesDir: path.resolve(vars.RELEASES_DIR ?? path.join(vars.DATA_DIR, 'releases')),
    hstsIncludeSubdomains: vars.HSTS_INCLUDE_SUBDOMAINS,
    backupDir: vars.BACKUP_DIR === null ? null : path.resolve(vars.BACKUP_DIR),
    backupRecipients: vars.BACKUP_AGE_RECIPIENT,
    messageRetentionDays: vars.MESSAGE_RETENTION_DAYS,
    siteOrigin: vars.SITE_ORIGIN,
    adminOrigin: vars.ADMIN_ORIGIN ?? vars.SITE_ORIGIN,
    allowRoot: vars.ALLOW_ROOT,
    production: vars.NODE_ENV === 'production',
    owner: { passwordHash: vars.ADMIN_PASSWORD_HASH, password: vars.ADMIN_PASSWORD },
    sessionSecret: vars.SESSION_SECRET,
    mail:
      vars.SMTP_HOST === null
        ? null
        : {
            host: vars.SMTP_HOST,
            port: vars.SMTP_PORT,
            secure: vars.SMTP_SECURE ?? vars.SMTP_PORT === 465,
            user: vars.SMTP_USER ?? undefined,
            pass: vars.SMTP_PASS ?? undefined,
            rejectUnauthorized: vars.SMTP_TLS_REJECT_UNAUTHORIZED,
            from: vars.MAIL_FROM ?? `"${practice.name} website" <${practice.email}>`,
            to: vars.MAIL_TO ?? practice.email,
          },
  }
}

/** The settings of the program being started: a bad variable ends it with one clear message, no stack. */
export function startupConfig(): ServerConfig {
  try {
    return readConfig()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
