import path from 'node:path'
import type { Language } from '#shared/languages'
import { UPCOMING_DAYS } from '#shared/hours/schedule'
import type { AuditAction, AuditParams } from '../audit/log'
import { adminI18n, type AdminI18n } from '../i18n'
import type { PublishStatus } from './publish'

/**
 * Why the server publishes by itself, as data: the audit trail words it in its reader's language
 * when it is read (audit/details.ts), the server's log in English.
 */
export type PublishReason =
  /** Just after midnight, so the pages' "today" moves on. */
  | { why: 'nightly' }
  /** A closure comes within the days the pages list, starts, or is over. */
  | { why: 'closure-soon' | 'closure-starts' | 'closure-over'; closure: Record<Language, string> }
  /** An announcement starts or ends. */
  | { why: 'announcement-starts' | 'announcement-ends'; announcement: string }
  /** At start: the published site was built before today, by other software, or from other content. */
  | { why: 'built-before-today' | 'other-software' | 'content-differs' }
  /** `npm run publish`. */
  | { why: 'command-line' }

const whys = new Set<PublishReason['why']>([
  'nightly',
  'closure-soon',
  'closure-starts',
  'closure-over',
  'announcement-starts',
  'announcement-ends',
  'built-before-today',
  'other-software',
  'content-differs',
  'command-line',
])

/** A reason read back from an audit entry's facts, or null when it is not one. */
export function asPublishReason(value: unknown): PublishReason | null {
  if (!value || typeof value !== 'object') return null
  const reason = value as Record<string, unknown>
  if (!whys.has(reason.why as PublishReason['why'])) return null
  if (String(reason.why).startsWith('closure-')) {
    const closure = reason.closure as Partial<Record<Language, string>> | undefined
    return typeof closure?.en === 'string' && typeof closure.es === 'string' ? (value as PublishReason) : null
  }
  if (String(reason.why).startsWith('announcement-'))
    return typeof reason.announcement === 'string' ? (value as PublishReason) : null
  return value as PublishReason
}

/** The same reason twice (two closures starting the same day are two). */
export const sameReason = (a: PublishReason, b: PublishReason) => JSON.stringify(a) === JSON.stringify(b)

/** A reason in words: "the closure “Christmas Day” starts" / "empieza el cierre «Navidad»". */
export function sayPublishReason(reason: PublishReason, { t, language }: AdminI18n): string {
  switch (reason.why) {
    case 'closure-soon':
      return t('audit.detail.publish.closure-soon', {
        closure: reason.closure[language],
        days: UPCOMING_DAYS,
      })
    case 'closure-starts':
    case 'closure-over':
      return t(`audit.detail.publish.${reason.why}`, { closure: reason.closure[language] })
    case 'announcement-starts':
    case 'announcement-ends':
      return t(`audit.detail.publish.${reason.why}`, { announcement: reason.announcement })
    default:
      return t(`audit.detail.publish.${reason.why}`)
  }
}

/** The reasons in English, for the server's log and the audit entry's recorded detail. */
export const inEnglish = (reasons: readonly PublishReason[]) =>
  reasons.map((reason) => sayPublishReason(reason, adminI18n('en'))).join('; ')

/**
 * The audit entry of a finished publish: the release, why it ran when nobody asked, and the
 * first line the build printed when it failed (the build's own words, said to be in English).
 */
export function publishEntry(
  status: PublishStatus,
  reasons: readonly PublishReason[],
): { action: AuditAction; record: string | null; detail: string | null; params: AuditParams } {
  const failed = status.state === 'failed'
  const said = failed ? (status.error?.split('\n')[0]?.trim() ?? '') : ''
  return {
    action: failed ? 'content.publish_failed' : 'content.published',
    record: status.release ? path.basename(status.release) : null,
    detail: [said, inEnglish(reasons)].filter(Boolean).join(' — ') || null,
    params: { reasons: [...reasons], ...(said && { said }) },
  }
}
