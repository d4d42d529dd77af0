import path from 'node:path'
import { ANALYTICS_RATE_LIMIT } from './analytics'
import { geolocationUrlFrom } from '#shared/geolocation-url'
import { messageRetentionDays } from '#shared/message-retention'

/** Server settings, from environment variables only (see README, "Configuration"). */
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
  /** IP-geolocation service URL with `{ip}` in it, or null for no lookups. */
  geolocationUrl: string | null
  /** Where the daily database backups go (BACKUP_DIR); null: no daily backups. */
  backupDir: string | null
  /** Messages are deleted this many days after they arrive (MESSAGE_RETENTION_DAYS). */
  messageRetentionDays: number
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`)
  return parsed
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`)
  return parsed
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'build/client'),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    trustProxy: env.TRUST_PROXY === 'true',
    analyticsRateLimit: positive('ANALYTICS_RATE_LIMIT', env.ANALYTICS_RATE_LIMIT, ANALYTICS_RATE_LIMIT),
    geolocationUrl: geolocationUrlFrom(env.GEOLOCATION_URL),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : null,
    messageRetentionDays: messageRetentionDays(env.MESSAGE_RETENTION_DAYS),
  }
}
