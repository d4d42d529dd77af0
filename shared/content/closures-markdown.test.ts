import { describe, expect, it } from 'vitest'
import type { Closure } from '#shared/hours/schedule'
import { closuresMarkdown } from './closures-markdown.server'

const closures: Closure[] = [
  {
    offices: ['santa-ana', 'irvine', 'newport-beach'],
    from: '2026-11-26',
    to: '2026-11-27',
    reason: { en: 'Thanksgiving', es: 'Día de Acción de Gracias' },
  },
  {
    offices: ['santa-ana'],
    from: '2026-12-24',
    to: '2026-12-24',
    hours: { opens: '08:30', closes: '13:00' },
    reason: { en: 'Christmas Eve', es: 'Nochebuena' },
  },
  {
    offices: ['irvine', 'newport-beach'],
    from: '2027-02-15',
    to: '2027-02-15',
    reason: { en: 'Presidents Day', es: 'Día de los Presidentes' },
  },
]

describe('{{closures FROM TO}}', () => {
  it('lists the closures of the days asked for, in each language', () => {
    expect(closuresMarkdown(closures, '2026-11-20', '2027-01-05', 'en')).toBe(
      [
        '- **Thu, Nov 26 – Fri, Nov 27** (Thanksgiving): all offices closed.',
        '- **Thu, Dec 24** (Christmas Eve): Santa Ana office open 8:30 AM–1:00 PM.',
      ].join('\n'),
    )
    expect(closuresMarkdown(closures, '2026-12-01', '2027-03-01', 'es')).toBe(
      [
        '- **jue, 24 de dic** (Nochebuena): oficina de Santa Ana abierta de 8:30 a.m. a 1:00 p.m.',
        '- **lun, 15 de feb** (Día de los Presidentes): oficinas de Irvine y Newport Beach cerradas.',
      ].join('\n'),
    )
  })

  it('includes a closure that only partly falls in the days asked for', () => {
    expect(closuresMarkdown(closures, '2026-11-27', '2026-11-30', 'en')).toMatch(
      /^- \*\*Thu, Nov 26 – Fri, Nov 27\*\*/,
    )
    expect(closuresMarkdown(closures, '2026-11-28', '2026-12-23', 'en')).toBe('')
  })
})
