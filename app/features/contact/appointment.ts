import { practice } from '#shared/practice'
import type { ContactWay, InsuranceChoice } from '#shared/contact/fields'

/** The appointment form's fields as typed; a choice not made yet is ''. */
export interface AppointmentFields {
  name: string
  phone: string
  email: string
  contactBy: ContactWay | ''
  bestTime: string
  insurance: InsuranceChoice | ''
  insurancePlan: string
}

const words = {
  en: {
    name: 'Full name',
    phone: 'Cell phone number',
    email: 'Email',
    insurance: 'Insurance information (plan and member ID)',
    contactBy: 'Best way to contact me (call, text or email)',
    bestTime: 'Preferred date/time',
    ways: { call: 'phone call', text: 'text message', email: 'email' },
    insuranceChoices: { plan: 'I have insurance', none: 'no insurance', unsure: 'not sure' },
  },
  es: {
    name: 'Nombre completo',
    phone: 'Teléfono celular',
    email: 'Correo electrónico',
    insurance: 'Seguro (compañía y número de miembro)',
    contactBy: 'Mejor forma de contactarme (llamada, texto o correo)',
    bestTime: 'Fecha y hora preferidas',
    ways: { call: 'llamada', text: 'mensaje de texto', email: 'correo electrónico' },
    insuranceChoices: { plan: 'tengo seguro', none: 'no tengo seguro', unsure: 'no lo sé' },
  },
}

/** SPEC §7: an email to the office, subject "Appointment Request", with the body template filled in. */
export function appointmentMailto(language: string, fields: Partial<AppointmentFields> = {}): string {
  const w = language === 'es' ? words.es : words.en
  const insurance = [fields.insurance && w.insuranceChoices[fields.insurance], fields.insurancePlan]
    .filter(Boolean)
    .join(', ')
  const lines = [
    `${w.name}: ${fields.name ?? ''}`,
    `${w.phone}: ${fields.phone ?? ''}`,
    `${w.email}: ${fields.email ?? ''}`,
    `${w.insurance}: ${insurance}`,
    `${w.contactBy}: ${fields.contactBy ? w.ways[fields.contactBy] : ''}`,
    `${w.bestTime}: ${fields.bestTime ?? ''}`,
  ]
  return `mailto:${practice.email}?subject=${encodeURIComponent('Appointment Request')}&body=${encodeURIComponent(`${lines.join('\n')}\n`)}`
}
