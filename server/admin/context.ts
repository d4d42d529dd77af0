import type { Context } from 'hono'
import type { Child } from 'hono/jsx'
import type { AnalyticsStore } from '../analytics/store'
import { clientAddress } from '../client-address'
import type { Db } from '../db'
import type { MessageStore } from '../contact/store'
import type { AuditAction, AuditLog, AuditParams } from './audit/log'
import type { Refusal } from './auth/guard'
import type { ActiveSession, SessionStore } from './auth/sessions'
import type { TokenStore } from './auth/tokens'
import type { BackupService } from './backups/service'
import type { ContentDeps } from './content/api'
import type { Clock } from './deps'
import type { PageOptions } from './ui/page'
import type { AdminMail } from './mail'
import type { InboxStore } from './messages/store'
import type { User, UserStore } from './users/store'

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in person, set by the session guard (auth/guard.ts) on every admin route. */
    adminUser: User
    adminSession: ActiveSession
  }
}

/** A page's content under its title (JSX). */
export type Body = Child
export type Status = 200 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503
/** An admin page in the frame (ui/page.tsx), in the person's language, with the policy its scripts need. */
export type RenderPage = (
  c: Context,
  title: string,
  body: Body,
  status?: Status,
  options?: PageOptions,
) => Response | Promise<Response>

/** What every admin module gets: the stores, the clock, and the page and audit helpers. */
export interface AdminDeps {
  db: Db
  now: Clock
  trustProxy: boolean
  /** Signs the admin cookies (SESSION_SECRET). */
  secret: string
  users: UserStore
  sessions: SessionStore
  tokens: TokenStore
  audit: AuditLog
  inbox: InboxStore
  messages: MessageStore
  analytics: AnalyticsStore
  /** Sends invitation and reset links when SMTP is set; null shows them to the owner instead. */
  mail: AdminMail | null
  /** The content editor: the content folder, its revisions and publishing; null without one. */
  content: ContentDeps | null
  /** Backups into BACKUP_DIR; null when it is not set. */
  backups: BackupService | null
  /** The `owner` account's password comes from ADMIN_PASSWORD(_HASH) at every start. */
  ownerPasswordFromEnv: boolean
  /** The public origin (SITE_ORIGIN), for the links the admin pages write. */
  siteOrigin: string
  /** The origin of invitation and reset links (ADMIN_ORIGIN, else SITE_ORIGIN), never the request's Host. */
  adminOrigin: string
  /** Messages older than this many days are deleted. */
  retentionDays: number
  render: RenderPage
  /** The 403 page: a role that does not open the page, or a form from elsewhere or out of date. */
  refuse: (c: Context, reason: Refusal | 'cross-site') => Response | Promise<Response>
  /** The visitor's address (TRUST_PROXY decides whether from X-Forwarded-For). */
  address(c: Context): string
  /** One audit entry by the signed-in person, from their address. */
  record(
    c: Context,
    action: AuditAction,
    entry?: { record?: string | null; detail?: string | null; params?: AuditParams | null },
  ): void
}

export const addressOf = (trustProxy: boolean) => (c: Context) => clientAddress(c, trustProxy)
