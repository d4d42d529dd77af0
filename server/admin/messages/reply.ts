import { practice } from '#shared/practice'
import { appointmentDetails } from '../../contact/details'
import type { InboxMessage } from './store'

const QUOTE_LIMIT = 600

/**
 * A reply in the patient's language, as a mailto: link: their address, a subject, a greeting
 * and what they wrote, quoted (the first 600 characters, so the link stays short enough for
 * every mail program).
 */
export function replyLink(message: InboxMessage): string | null {
  if (!message.email) return null
  const es = message.language === 'es'
  const appointment = message.kind === 'appointment'
  const subject = es
    ? `Re: ${appointment ? 'su solicitud de cita' : 'su mensaje'} a ${practice.name}`
    : `Re: your ${appointment ? 'appointment request' : 'message'} to ${practice.name}`
  const received = new Date(message.created_at).toLocaleDateString(es ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'America/Los_Angeles',
  })
  // What the patient chose in the request, in their words, so the reply can answer it.
  const details = appointmentDetails(message, es ? 'es' : 'en').map(({ label, text }) => `${label}: ${text}`)
  const text = [(message.message ?? '').trim(), ...details].filter(Boolean).join('\n')
  const quoted = text
    ? (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text)
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    : es
      ? '> (solicitud de cita sin mensaje)'
      : '> (appointment request without a message)'
  const body = [
    es ? `Hola, ${message.name}:` : `Hello ${message.name},`,
    '',
    '',
    '',
    es ? `El ${received} nos escribió:` : `On ${received}, you wrote:`,
    quoted,
  ].join('\n')
  const address = message.email.split('@').map(encodeURIComponent).join('@')
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
