import { z } from 'zod'
import { officeIds, phoneLines } from '../practice'
import { ContentError, issuesToErrors } from './content-error'
import { check } from './problem-codes'

/**
 * The practice file (`<CONTENT_DIR>/practice.json`): name, phone lines, email and offices with
 * their regular hours. Checked by the build, the content test, `content:check` and the server at
 * start; the browser receives the same data already checked, without zod (shared/practice.ts).
 */

/** A time on a 24-hour clock, "08:30". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use a 24-hour HH:MM time, "08:30"')

/** Minutes since midnight of an HH:MM time. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const phoneNumber = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'write the number as (714) 555-0100')

const bilingual = (min: number) => z.strictObject({ en: z.string().min(min), es: z.string().min(min) })

const hoursBlock = z
  .strictObject({
    /** Days of the week the block covers, in a row: 0 = Sunday … 6 = Saturday. */
    days: z.array(z.number().int().min(0).max(6)).min(1),
    opens: clockTime,
    closes: clockTime,
  })
  .superRefine((block, context) => {
    if (block.days.some((day, index) => index > 0 && day !== (block.days[index - 1] ?? day) + 1))
      context.addIssue({
        code: 'custom',
        path: ['days'],
        message: 'list days in a row, such as [1, 2, 3, 4, 5]; split other days into their own block',
        params: check('days-not-in-a-row'),
      })
    if (minutesOf(block.closes) <= minutesOf(block.opens))
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: 'closes before it opens',
        params: check('closes-before-opens'),
      })
  })

const office = z.strictObject({
  /** One of `officeIds` (shared/practice.ts); location pages name their office by it. */
  id: z.enum(officeIds),
  /** Short label in each language, "Santa Ana (main office)". */
  name: bilingual(2),
  street: z.string().min(3),
  city: z.string().min(2),
  region: z.literal('CA'),
  postalCode: z.string().regex(/^\d{5}$/, 'a five-digit ZIP code'),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  phone: phoneNumber,
  /** Regular weekly hours; a day missing from every block is a closed day. */
  hours: z.array(hoursBlock).min(1),
  /** Parking, access and transit, one or two sentences in each language. */
  directions: bilingual(10),
})

export const PracticeSchema = z
  .strictObject({
    name: z.string().min(2),
    legalName: z.string().min(2),
    /** Canonical URLs, the sitemap and share links use it; SITE_ORIGIN overrides it at build time. */
    origin: z.url({ protocol: /^https?$/ }),
    email: z.email(),
    /** The practice's clock: hours, closures and "open now" are read in this zone. */
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'an IANA time zone such as America/Los_Angeles'),
    phones: z.strictObject(
      Object.fromEntries(phoneLines.map((line) => [line, phoneNumber])) as Record<
        (typeof phoneLines)[number],
        typeof phoneNumber
      >,
    ),
    serviceArea: z.array(z.string().min(2)).min(1),
    county: z.string().min(2),
    /** Every office once, the main office first. */
    offices: z.array(office).min(1),
  })
  .superRefine((practice, context) => {
    practice.offices.forEach((entry, index) => {
      if (practice.offices.findIndex((other) => other.id === entry.id) !== index)
        context.addIssue({
          code: 'custom',
          path: ['offices', index, 'id'],
          message: `"${entry.id}" is listed twice`,
          params: check('office-twice'),
        })
      const days = entry.hours.flatMap((block) => block.days)
      const repeated = days.find((day, position) => days.indexOf(day) !== position)
      if (repeated !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['offices', index, 'hours'],
          message: `day ${repeated} is in two blocks of hours`,
          params: check('day-twice', { day: repeated }),
        })
    })
    const missing = officeIds.filter((id) => !practice.offices.some((entry) => entry.id === id))
    if (missing.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['offices'],
        message: `no office with id ${missing.map((id) => `"${id}"`).join(', ')}; the offices must match officeIds in shared/practice.ts`,
        params: check('offices-missing', { offices: missing }),
      })
  })

export type PracticeFile = z.infer<typeof PracticeSchema>

/** The practice file's problems, each naming the file and the field; none when it is sound. */
export function practiceProblems(raw: unknown, file: string): ContentError[] {
  const result = PracticeSchema.safeParse(raw)
  return result.success ? [] : issuesToErrors(file, result.error.issues)
}
