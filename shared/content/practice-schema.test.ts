import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { officeIds, practice, practiceFile } from '../practice'
import { practiceProblems } from './practice-schema'

const file = 'app/content/practice.json'
/** The parts of the file these tests break, loosely typed so they can break them. */
interface RawHours {
  days: number[]
  closes: string
}
interface RawOffice {
  id: string
  phone: string
  name: { en: string; es?: string }
  hours: [RawHours, RawHours, ...RawHours[]]
  parking?: string
}
interface RawPractice {
  timeZone: string
  phones: Record<string, string | undefined>
  offices: [RawOffice, RawOffice, RawOffice]
}
const sound = () => JSON.parse(fs.readFileSync(file, 'utf8')) as RawPractice
/** Each problem as the build prints it: the file, the field, what is wrong. */
const problems = (raw: unknown) => practiceProblems(raw, file).map((error) => error.message)
const named = (field: string, message: string | RegExp) =>
  typeof message === 'string'
    ? `${file}: ${field}: ${message}`
    : expect.stringMatching(
        new RegExp(`^${file.replaceAll('.', '\\.')}: ${field.replaceAll('.', '\\.')}: ${message.source}`),
      )

describe('the practice file', () => {
  it('is sound, and is what the code reads', () => {
    expect(practiceProblems(sound(), file)).toEqual([])
    expect(practiceFile).toEqual(sound())
    expect(practice.offices.map((office) => office.id)).toEqual([...officeIds])
    expect(practice.phones.main).toEqual({ display: '(714) 555-0100', e164: '+17145550100' })
  })

  it('refuses an office whose id location pages cannot name', () => {
    const raw = sound()
    raw.offices[1].id = 'tustin'
    expect(problems(raw)).toEqual([named('offices.1.id', /Invalid option/)])
  })

  it('refuses a file without every office of officeIds', () => {
    const raw = sound()
    raw.offices.splice(1, 1)
    expect(problems(raw)).toEqual([named('offices', /no office with id "irvine"/)])
  })

  it('refuses an office listed twice', () => {
    const raw = sound()
    raw.offices[2].id = 'santa-ana'
    expect(problems(raw)).toContainEqual(named('offices.2.id', '"santa-ana" is listed twice'))
  })

  it('refuses hours that close before they open, or that skip days', () => {
    const raw = sound()
    raw.offices[0].hours[0].closes = '07:00'
    raw.offices[1].hours[0].days = [1, 3, 4]
    expect(problems(raw)).toEqual([
      named('offices.0.hours.0.closes', 'closes before it opens'),
      named('offices.1.hours.0.days', /list days in a row/),
    ])
  })

  it('refuses a day in two blocks of hours', () => {
    const raw = sound()
    raw.offices[0].hours[1].days = [5, 6]
    expect(problems(raw)).toEqual([named('offices.0.hours', 'day 5 is in two blocks of hours')])
  })

  it('refuses a missing phone line, a number written another way and a Spanish name left out', () => {
    const raw = sound()
    delete raw.phones.fax
    raw.offices[0].phone = '714-555-0100'
    delete raw.offices[2].name.es
    const found = problems(raw)
    expect(found).toContainEqual(named('phones.fax', /Invalid input/))
    expect(found).toContainEqual(named('offices.0.phone', 'write the number as (714) 555-0100'))
    expect(found).toContainEqual(named('offices.2.name.es', /Invalid input/))
  })

  it('refuses an unknown time zone and a misspelt field', () => {
    const raw = sound()
    raw.timeZone = 'America/Santa_Ana'
    raw.offices[0].parking = 'Free'
    expect(problems(raw)).toEqual([
      named('timeZone', 'an IANA time zone such as America/Los_Angeles'),
      named('offices.0', /Unrecognized key: "parking"/),
    ])
  })
})
