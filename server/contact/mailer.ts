import nodemailer, { type Transporter } from 'nodemailer'
import { reasonLabel } from '../i18n'
import { appointmentDetails } from './details'
import type { MessageStore, StoredMessage } from './store'

export interface MailConfig {
  host: string
  port: number
  secure: boolean
  user?: string
  pass?: string
  /** SMTP_TLS_REJECT_UNAUTHORIZED: false accepts a self-signed certificate (a test mail server). */
  rejectUnauthorized?: boolean
  from: string
  to: string
}

/**
 * What the server says at start about how the office learns of new messages. Without a mail
 * server nobody is told of them; without admin too, nobody can even read them.
 */
export function mailStatus(
  mail: MailConfig | null,
  adminEnabled: boolean,
): { level: 'info' | 'warn'; text: string } {
  if (mail) return { level: 'info', text: `Forwarding messages to ${mail.to} through ${mail.host}.` }
  if (adminEnabled)
    return {
      level: 'warn',
      text: 'Mail is not configured (SMTP_HOST is unset): messages from the website are not emailed to the office. Read them in the admin inbox, /admin/messages.',
    }
  return {
    level: 'warn',
    text: 'Mail is not configured (SMTP_HOST is unset) and admin is off: messages from the website are stored, but nobody is told and nobody can read them. Set SMTP_HOST, or ADMIN_PASSWORD_HASH to read them at /admin/messages.',
  }
}

export function subjectOf(message: StoredMessage): string {
  if (message.kind === 'appointment') return 'Appointment Request'
  return `Website message: ${reasonLabel('en', message.reason)}`
}

export function bodyOf(message: StoredMessage): string {
  return [
    `${message.kind === 'appointment' ? 'Appointment request' : 'Message'} #${message.id}, received ${message.created_at}`,
    `Language: ${message.language === 'es' ? 'Spanish' : 'English'}`,
    '',
    `Name: ${message.name}`,
    `Phone: ${message.phone ?? '-'}`,
    `Email: ${message.email ?? '-'}`,
    message.kind === 'contact' ? `Reason: ${reasonLabel('en', message.reason)}` : null,
    ...appointmentDetails(message).map(({ label, text }) => `${label}: ${text}`),
    '',
    message.message ?? '',
  ]
    .filter((line) => line !== null)
    .join('\n')
}

/** The SMTP connection the forwarder and the admin's invitation mails share the settings of. */
export function smtpTransport(config: MailConfig): Transporter {
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass } : undefined,
    tls: { rejectUnauthorized: config.rejectUnauthorized ?? true },
  })
}

export const MAX_ATTEMPTS = 8

/**
 * Forwards stored messages to the office by email. Sending happens after the message is
 * safely stored; a failure is counted and retried with growing delays, never losing it.
 */
export function createForwarder(store: MessageStore, config: MailConfig | null, transport?: Transporter) {
  const transporter = transport ?? (config && smtpTransport(config))
  let running: Promise<void> | null = null
  let timer: NodeJS.Timeout | undefined
  let failures = 0

  async function forwardPending(): Promise<void> {
    if (!transporter || !config) return
    for (const message of store.pendingForward(MAX_ATTEMPTS)) {
      try {
        await transporter.sendMail({
          from: config.from,
          to: config.to,
          replyTo: message.email ? { name: message.name, address: message.email } : undefined,
          subject: subjectOf(message),
          text: bodyOf(message),
        })
        store.markForwarded(message.id)
        failures = 0
      } catch (error) {
        store.recordAttempt(message.id)
        failures++
        // Never log the message itself: it may hold health information.
        console.error(`Forwarding message #${message.id} failed: ${(error as Error).message}`)
        schedule()
        return
      }
    }
  }

  function schedule() {
    clearTimeout(timer)
    const delay = Math.min(60_000 * 2 ** Math.max(0, failures - 1), 30 * 60_000)
    timer = setTimeout(() => void kick(), delay)
    timer.unref()
  }

  /** Runs one forwarding pass (one at a time). */
  function kick(): Promise<void> {
    running ??= forwardPending().finally(() => (running = null))
    return running
  }

  return {
    enabled: Boolean(transporter && config),
    kick,
    stop: () => clearTimeout(timer),
  }
}

export type Forwarder = ReturnType<typeof createForwarder>
