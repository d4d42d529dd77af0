import type { OfficeSchedule } from '#shared/hours/practice-status'
import type { OfficeId } from '#shared/practice'

/**
 * Three offices shaped like the practice's, written out so that a change of hours in
 * practice.json fails no test of the hours logic: the main office keeps the longest week, Irvine
 * stays open latest on Monday to Thursday, Newport Beach closes on Mondays.
 */
export const testOffices: readonly OfficeSchedule[] = [
  {
    id: 'santa-ana',
    hours: [
      { days: [1, 2, 3, 4, 5], opens: '08:30', closes: '17:30' },
      { days: [6], opens: '09:00', closes: '14:00' },
    ],
  },
  {
    id: 'irvine',
    hours: [
      { days: [1, 2, 3, 4], opens: '09:00', closes: '18:00' },
      { days: [5], opens: '09:00', closes: '16:00' },
    ],
  },
  {
    id: 'newport-beach',
    hours: [
      { days: [2, 3, 4, 5], opens: '09:00', closes: '17:00' },
      { days: [6], opens: '09:00', closes: '13:00' },
    ],
  },
]

export const allTestOffices: readonly OfficeId[] = testOffices.map((office) => office.id)
