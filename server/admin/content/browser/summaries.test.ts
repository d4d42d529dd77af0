import { describe, expect, it } from 'vitest'
import { practice } from '#shared/practice'
import { announcementSummary, closureSummary, photoSummary, shortDay, type SummaryContext } from './summaries'

const context = (language: 'en' | 'es'): SummaryContext => ({
  language,
  offices: practice.offices.map((office) => ({ id: office.id, name: office.name[language] })),
  words:
    language === 'en'
      ? { allOffices: 'All offices', newPhoto: 'New photo' }
      : { allOffices: 'Todas las oficinas', newPhoto: 'Foto nueva' },
  singular: language === 'en' ? 'closed day or special hours' : 'día cerrado u horario especial',
})
const escape = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const training = {
  offices: ['irvine'],
  from: '2026-11-30',
  reason: { en: 'Staff training', es: 'Capacitación del personal' },
}

describe('the closures list', () => {
  it('names a closure by its day, its offices by name and its reason, in the staff member’s language', () => {
    expect(closureSummary(training, context('en'))).toBe('Mon 30 Nov · Irvine · Staff training')
    expect(closureSummary(training, context('es'))).toBe('lun 30 nov · Irvine · Capacitación del personal')
  })

  it('says “All offices” for all of them, as the file holds it or as the editor’s choice does', () => {
    const thanksgiving = {
      offices: 'all',
      from: '2026-11-26',
      reason: { en: 'Thanksgiving', es: 'Día de Acción de Gracias' },
    }
    expect(closureSummary(thanksgiving, context('en'))).toBe('Thu 26 Nov · All offices · Thanksgiving')
    expect(closureSummary({ ...thanksgiving, offices: ['all'] }, context('es'))).toBe(
      'jue 26 nov · Todas las oficinas · Día de Acción de Gracias',
    )
  })

  it('lists several offices by name, and a span of days from its first to its last', () => {
    const offices = practice.offices.slice(0, 2)
    expect(offices).toHaveLength(2)
    const inventory = {
      offices: offices.map((office) => office.id),
      from: '2027-03-10',
      to: '2027-03-12',
      reason: { en: 'Inventory', es: 'Inventario' },
    }
    expect(closureSummary(inventory, context('en'))).toBe(
      `Wed 10 Mar – Fri 12 Mar · ${offices[0]?.name.en} and ${offices[1]?.name.en} · Inventory`,
    )
    // "y", or "e" before a word that starts with the sound of "i" (Santa Ana e Irvine).
    expect(closureSummary(inventory, context('es'))).toMatch(
      new RegExp(
        `^mié 10 mar – vie 12 mar · ${escape(offices[0]?.name.es)} [ye] ${escape(offices[1]?.name.es)} · Inventario$`,
      ),
    )
  })

  it('never shows an office’s id, and names a new closure by what it is until it says more', () => {
    expect(closureSummary(training, context('en'))).not.toMatch(/\[|"|irvine/)
    expect(closureSummary({}, context('en'))).toBe('Closed day or special hours')
    expect(closureSummary({ offices: [], reason: { en: '', es: '' } }, context('es'))).toBe(
      'Día cerrado u horario especial',
    )
    // Only a reason typed in the other language so far: that one.
    expect(
      closureSummary({ from: '2026-12-24', reason: { en: 'Christmas Eve', es: '' } }, context('es')),
    ).toBe('jue 24 dic · Christmas Eve')
  })

  it('writes a day as “Mon 30 Nov”, and leaves what is not a day as it is', () => {
    expect(shortDay('2027-01-01', 'en')).toBe('Fri 1 Jan')
    expect(shortDay('2027-01-01', 'es')).toBe('vie 1 ene')
    expect(shortDay('31/12/2026', 'en')).toBe('31/12/2026')
  })
})

describe('the announcements list', () => {
  it('names an announcement by the days it is shown and how it starts, cut at a word', () => {
    const holidays = {
      start: '2026-11-16',
      end: '2027-01-01',
      text: {
        en: 'Holiday hours: we are closed on Thanksgiving and the day after, Christmas Eve (Santa Ana open in the morning only), Christmas Day and New Year’s Day.',
        es: 'Horario de fiestas: cerramos el Día de Acción de Gracias y el día siguiente.',
      },
    }
    expect(announcementSummary(holidays, context('en'))).toBe(
      'Mon 16 Nov – Fri 1 Jan · Holiday hours: we are closed on Thanksgiving and the day after, Christmas Eve…',
    )
    expect(announcementSummary(holidays, context('es'))).toBe(
      'lun 16 nov – vie 1 ene · Horario de fiestas: cerramos el Día de Acción de Gracias y el día siguiente.',
    )
    expect(announcementSummary({}, { ...context('es'), singular: 'aviso' })).toBe('Aviso')
  })
})

describe('the photos list', () => {
  it('names a photo by what it shows, else by its file name, and a new one as a new photo', () => {
    const photo = {
      id: 'lobby',
      file: 'lobby.jpg',
      alt: { en: 'The Irvine waiting room', es: 'La sala de espera de Irvine' },
    }
    expect(photoSummary(photo, context('en'))).toBe('The Irvine waiting room')
    expect(photoSummary(photo, context('es'))).toBe('La sala de espera de Irvine')
    expect(photoSummary({ file: 'elena-portrait.jpg', alt: { en: '', es: '' } }, context('es'))).toBe(
      'elena-portrait.jpg',
    )
    expect(photoSummary({}, context('en'))).toBe('New photo')
    expect(photoSummary({ id: '' }, context('es'))).toBe('Foto nueva')
  })
})
