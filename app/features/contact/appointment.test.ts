import { describe, expect, it } from 'vitest'
import { practice } from '#shared/practice'
import { appointmentMailto } from './appointment'

describe('appointmentMailto', () => {
  it('addresses the office with the Appointment Request subject and a filled template', () => {
    const url = new URL(
      appointmentMailto('en', { name: 'Ana López', phone: '714-555-0123', email: 'ana@example.com' }),
    )
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe(practice.email)
    expect(url.searchParams.get('subject')).toBe('Appointment Request')
    const body = url.searchParams.get('body')!
    expect(body).toContain('Full name: Ana López')
    expect(body).toContain('Cell phone number: 714-555-0123')
    expect(body).toMatch(/Insurance information/)
    expect(body).toMatch(/Best way to contact me/)
    expect(body).toMatch(/Preferred date\/time/)
  })

  it('writes the template in Spanish for Spanish pages', () => {
    const body = new URL(appointmentMailto('es')).searchParams.get('body')!
    expect(body).toContain('Nombre completo:')
    expect(body).toContain('Fecha y hora preferidas:')
  })
})
