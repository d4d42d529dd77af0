import { z } from 'zod'
import { clockTime } from './practice-schema'
import { officeIds } from '../practice'
import { isRealDate, minutesOf } from '../hours/schedule'
import { check } from './problem-codes'

/**
 * Schemas of the content that is not a page: closures and special hours (`closures.json`), the
 * announcement band (`announcements.json`) and the team (`team/<id>.md`, frontmatter only).
 * The practice itself is shared/content/practice-schema.ts. Every problem names its field.
 */

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use a YYYY-MM-DD date')
  .refine(isRealDate, { message: 'use a YYYY-MM-DD date that exists', params: check('no-such-day') })

/** Text in both languages; a missing one is named, since every page shows in both. */
const bilingual = (min: number, max: number) =>
  z.strictObject({
    en: z.string({ error: 'the English text is missing' }).min(min).max(max),
    es: z.string({ error: 'the Spanish text is missing' }).min(min).max(max),
  })

const dayHours = z
  .strictObject({ opens: clockTime, closes: clockTime })
  .refine((hours) => minutesOf(hours.closes) > minutesOf(hours.opens), {
    path: ['closes'],
    message: 'closes before it opens',
    params: check('closes-before-opens'),
  })

const closure = z
  .strictObject({
    /** The offices it applies to (ids from practice.json), or "all". */
    offices: z.literal('all').or(z.array(z.enum(officeIds)).min(1)),
    /** First day, YYYY-MM-DD. */
    from: date,
    /** Last day, inclusive; leave out for a single day. */
    to: date.optional(),
    /** Special hours kept on those days; leave out when the office is closed. */
    hours: dayHours.optional(),
    /** Why, in a few words in each language: "Thanksgiving", "Día de Acción de Gracias". */
    reason: bilingual(3, 80),
  })
  .transform(({ offices, from, to, hours, reason }) => ({
    offices: offices === 'all' ? [...officeIds] : offices,
    from,
    to: to ?? from,
    ...(hours && { hours }),
    reason,
  }))

export const ClosuresSchema = z
  .strictObject({ closures: z.array(closure) })
  .superRefine(({ closures }, context) => {
    closures.forEach((entry, index) => {
      if (entry.to < entry.from) {
        context.addIssue({
          code: 'custom',
          path: ['closures', index, 'to'],
          message: `ends (${entry.to}) before it starts (${entry.from})`,
          params: check('ends-before-start', { from: entry.from, to: entry.to }),
        })
        return
      }
      closures.slice(0, index).forEach((earlier, earlierIndex) => {
        const shared = entry.offices.filter((office) => earlier.offices.includes(office))
        if (shared.length > 0 && earlier.from <= entry.to && entry.from <= earlier.to)
          context.addIssue({
            code: 'custom',
            path: ['closures', index, 'from'],
            message: `overlaps closures.${earlierIndex} (${earlier.from} to ${earlier.to}) at ${shared.join(', ')}; one office has one entry per day`,
            params: check('closures-overlap', { from: earlier.from, to: earlier.to, offices: shared }),
          })
      })
    })
  })
export type ClosuresFile = z.infer<typeof ClosuresSchema>

const announcement = z.strictObject({
  /** Names the announcement; a visitor who closes the band is not shown this id again. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  /** First and last day it shows (inclusive), in the practice's time zone. */
  start: date,
  end: date,
  /** One or two short sentences in each language. */
  text: bilingual(10, 200),
  /** A page to read more (its id, "news/holiday-schedule"), in the visitor's language. */
  link: z
    .string()
    .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'a page id such as "news/holiday-schedule"')
    .optional(),
})

export const AnnouncementsSchema = z
  .strictObject({ announcements: z.array(announcement) })
  .superRefine(({ announcements }, context) => {
    announcements.forEach((entry, index) => {
      if (entry.end < entry.start) {
        context.addIssue({
          code: 'custom',
          path: ['announcements', index, 'end'],
          message: `ends (${entry.end}) before it starts (${entry.start})`,
          params: check('ends-before-start', { from: entry.start, to: entry.end }),
        })
        return
      }
      announcements.slice(0, index).forEach((earlier, earlierIndex) => {
        if (earlier.id === entry.id)
          context.addIssue({
            code: 'custom',
            path: ['announcements', index, 'id'],
            message: `"${entry.id}" is also the id of announcements.${earlierIndex}`,
            params: check('same-id'),
          })
        else if (earlier.start <= entry.end && entry.start <= earlier.end)
          context.addIssue({
            code: 'custom',
            path: ['announcements', index, 'start'],
            message: `overlaps announcements.${earlierIndex} (${earlier.start} to ${earlier.end}); one band shows at a time`,
            params: check('announcements-overlap', { from: earlier.start, to: earlier.end }),
          })
      })
    })
  })
export type Announcement = z.infer<typeof AnnouncementsSchema>['announcements'][number]

/** What a team member does: optometrists are named in structured data as such. */
export const teamKinds = ['optometrist', 'optician', 'staff'] as const

const languageCode = z.string().refine(
  (code) => {
    try {
      return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code) !== undefined
    } catch {
      return false
    }
  },
  { message: 'a language code such as "en", "es" or "vi"', params: check('language-code') },
)

export const TeamMemberSchema = z.strictObject({
  /** Full name as patients would say it. Fictional, like the whole practice. */
  name: z.string().min(3).max(60),
  /** Letters after the name, "OD" or "OD, FAAO"; leave out for staff. */
  credentials: z.string().max(40).optional(),
  kind: z.enum(teamKinds),
  /** Job title in each language, "Optometrist" / "Optometrista". */
  role: bilingual(3, 60),
  /** Languages spoken with patients, as codes ("en", "es", "vi"). */
  languages: z.array(languageCode).min(1),
  /** Offices the person works at (ids from practice.json). */
  offices: z.array(z.enum(officeIds)).min(1),
  /**
   * A photo of the photo list (photos/photos.json) made for a card, by its short name; the about
   * page shows the person's initials until there is one.
   */
  photo: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the short name of a photo in photos/photos.json')
    .optional(),
  /** Place on the about page; lower comes first. */
  order: z.number().int().min(0).default(100),
  /** Two to four sentences in each language: what they do and what patients should know. */
  bio: bilingual(60, 600),
  /**
   * A made-up profile that shows the kind of person patients meet, not someone who works here: the
   * about page says so, and structured data never publishes the person as working for the practice.
   * Leave it out (or `false`) for a real member of the team.
   */
  sample: z
    .boolean()
    .default(false)
    .describe(
      'A made-up profile, not a real member of the team: the about page says so, and search engines are not told this person works here',
    ),
})
export type TeamMemberFile = z.infer<typeof TeamMemberSchema>
