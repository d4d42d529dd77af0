import { z } from 'zod'
import { parseEnv, sharedEnvFields } from '#shared/env'
import { parseHash } from './admin/auth/password'
import { ageRecipients } from './admin/backups/encryption'
import { ANALYTICS_RATE_LIMIT } from './analytics/routes'
import { CONTACT_RATE } from './contact/routes'

/**
 * Every environment variable the server reads, checked once at start (README, "Configuration").
 * A bad value stops the server with one message naming the variable; nothing else reads
 * `process.env`. The variables the build reads too come from shared/env.ts.
 */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value))

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', ''], { error: 'true or false' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true'))

const wholeNumber = (fallback: number, { min, max }: { min: number; max: number }) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback
      const parsed = Number(value)
      if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed
      context.addIssue({ code: 'custom', message: `a whole number from ${min} to ${max}, got "${value}"` })
      return z.NEVER
    })

/** The origin of the links the admin pages hand out: HTTPS, or plain HTTP on this machine only. */
const adminOrigin = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return null
    const url = URL.canParse(value) ? new URL(value) : null
    const local = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    if (url && (url.protocol === 'https:' || (url.protocol === 'http:' && local))) return url.origin
    context.addIssue({
      code: 'custom',
      message: `an https origin such as https://admin.example.com (http only for localhost), got "${value}"`,
    })
    return z.NEVER
  })

const ServerEnvSchema = z.object({
  PORT: wholeNumber(3000, { min: 0, max: 65535 }),
  HOST: z.string().default('0.0.0.0'),
  CLIENT_DIR: z.string().default('build/client'),
  DATA_DIR: z.string().default('data'),
  TRUST_PROXY: flag(false),
  ANALYTICS_RATE_LIMIT: wholeNumber(ANALYTICS_RATE_LIMIT, { min: 1, max: 1_000_000 }),
  CONTACT_RATE_LIMIT: wholeNumber(CONTACT_RATE.limit, { min: 1, max: 1_000_000 }),
  BACKUP_DIR: optionalText,
  /**
   * The content folder the editor writes and publishing builds from (the build reads it too):
   * unset, `<DATA_DIR>/content` (shared/content/folder.ts), resolved by server/config.ts.
   */
  CONTENT_DIR: optionalText,
  /** Where publishing builds the site, one folder per release; unset, `<DATA_DIR>/releases`. */
  RELEASES_DIR: optionalText,
  /** `true` adds includeSubDomains to Strict-Transport-Security (every subdomain HTTPS-only for two years). */
  HSTS_INCLUDE_SUBDOMAINS: flag(false),
  ADMIN_PASSWORD_HASH: optionalText.refine(
    (value) => value === null || parseHash(value) !== null,
    'a hash made by npm run admin:hash (scrypt$N$r$p$salt$hash)',
  ),
  ADMIN_PASSWORD: optionalText,
  SESSION_SECRET: optionalText,
  /** Where the links in invitations and password resets point; SITE_ORIGIN by default. */
  ADMIN_ORIGIN: adminOrigin,
  /** Public age keys the backups are encrypted to (comma-separated); unset, backups are plain. */
  BACKUP_AGE_RECIPIENT: optionalText.transform((value, context) => {
    if (value === null) return []
    try {
      return ageRecipients(value)
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  }),
  /** The server refuses to start as root in production unless this is true (README, "Security"). */
  ALLOW_ROOT: flag(false),
  NODE_ENV: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: wholeNumber(587, { min: 1, max: 65535 }),
  SMTP_SECURE: z
    .enum(['true', 'false', ''], { error: 'true or false' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value === 'true')),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_TLS_REJECT_UNAUTHORIZED: flag(true),
  MAIL_FROM: optionalText,
  MAIL_TO: optionalText,
  ...sharedEnvFields,
})
export type ServerEnv = z.output<typeof ServerEnvSchema>

/** The server's variables from `env`, or an EnvError (shared/env.ts) naming each bad one. */
export function serverEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  return parseEnv(ServerEnvSchema, env, 'server setting')
}

/** Once the owner's password is hashed, the plain one leaves the environment (and child processes). */
export function forgetPlainPassword(): void {
  delete process.env.ADMIN_PASSWORD
}

/**
 * The environment the content editor's publish hands its build: the server's own without its
 * secrets, so the build
 * reads the same SITE_ORIGIN, GEOLOCATION_URL and MESSAGE_RETENTION_DAYS the server was given.
 */
export function buildEnvironment(): NodeJS.ProcessEnv {
  // The build needs no secret.
  const secrets = new Set(['ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'SESSION_SECRET', 'SMTP_PASS'])
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !secrets.has(name)))
}
