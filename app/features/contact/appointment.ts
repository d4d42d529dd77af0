import { practice } from '#shared/practice'

export interface AppointmentFields {
  name: string
  phone: string
  email: string
}

/** SPEC §7: an email to the office, subject "Appointment Request", with the body template filled in. */
export function appointmentMailto(
  language: string,
  fields: AppointmentFields = { name: '', phone: '', email: '' },
): string {
  const lines =
    language === 'es'
      ? [
          `Nombre completo: ${fields.name}`,
          `Teléfono celular: ${fields.phone}`,
          `Correo electrónico: ${fields.email}`,
          'Seguro (compañía y número de miembro): ',
          'Mejor forma de contactarme (llamada, texto o correo): ',
          'Fecha y hora preferidas: ',
        ]
      : [
          `Full name: ${fields.name}`,
          `Cell phone number: ${fields.phone}`,
          `Email: ${fields.email}`,
          'Insurance information (plan and member ID): ',
          'Best way to contact me (call, text or email): ',
          'Preferred date/time: ',
        ]
  return `mailto:${practice.email}?subject=${encodeURIComponent('Appointment Request')}&body=${encodeURIComponent(`${lines.join('\n')}\n`)}`
}
