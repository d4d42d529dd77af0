import type { Transporter } from 'nodemailer'
import { practice } from '#shared/practice'
import { smtpTransport, type MailConfig } from '../contact/mailer'

export interface AdminMail {
  send(mail: { to: string; subject: string; text: string }): Promise<void>
  /** MAIL_TO: where patients' messages are forwarded. */
  office: string
}

/** Mail from the admin area (invitation and reset links), through the SMTP settings the office uses. */
export function adminMail(config: MailConfig | null, transport?: Transporter): AdminMail | null {
  if (!config) return null
  const transporter = transport ?? smtpTransport(config)
  return {
    office: config.to,
    async send({ to, subject, text }) {
      await transporter.sendMail({ from: config.from, to, subject: `${practice.name}: ${subject}`, text })
    },
  }
}
