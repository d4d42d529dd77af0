import { z } from 'zod'
import { diagramKeys } from '#shared/content/diagram-keys'
import { callLines, officeIds } from '#shared/practice'
import { conditionCategories, coreLayouts, urgencyLevels, type Urgency } from './vocabulary'
import { check } from './problem-codes'

/**
 * Content schemas: one per page type. Every file under content/{en,es}/ is a Markdown file with
 * YAML frontmatter, validated by the schema of its family (families.ts says which, and which
 * `## … {#id}` sections the body must contain). Objects are strict: a misspelt key is an error,
 * not a silently ignored line.
 */

/** A day as written, YYYY-MM-DD: front matter is read with YAML's core schema, which keeps it text. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use a YYYY-MM-DD date')

/**
 * Another path that shows the page: a slug in its section ("cataracts") or a path of the site
 * ("/conditions/index"), words of a-z, 0-9 and hyphens only, so the prerender writes it inside the
 * build; never the admin pages, the API or the build's own folders.
 */
const alias = z
  .string()
  .regex(
    /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$|^[a-z0-9]+(-[a-z0-9]+)*$/,
    'a slug such as "cataracts", or a path such as "/conditions/index"',
  )
  .refine((path) => !/^\/(admin|api|assets|pagefind|og)(\/|$)/.test(path), {
    message: 'a path the site keeps for itself',
    params: check('reserved-path'),
  })

const pageId = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'a page id such as "conditions/glaucoma" or "pages/about"')

const faqItem = z.strictObject({
  /** The question, phrased as a patient would ask it. */
  q: z.string().min(8),
  /** The answer: 1–4 plain sentences (Markdown allowed). */
  a: z.string().min(20),
})

const fields = z.strictObject({
  /** The `<title>`: unique, at most 60 characters, in the file's language. */
  title: z.string().min(10).max(60),
  /** Meta description: unique, 50–155 characters. */
  description: z.string().min(50).max(155),
  /** The page's visible `<h1>`. */
  heading: z.string().min(3).max(90),
  /** Short name for breadcrumbs and lists, when the heading is long ("Conditions"). */
  label: z.string().min(2).max(40).optional(),
  /** Two or three sentences shown under the heading: what this is and what to do. */
  summary: z.string().min(40).max(600),
  /** When the text last changed in a way a reader would notice. */
  updated: isoDate,
  /**
   * Who reviewed the text, with credentials ("Ana Ruiz, OD"), when a clinical review is
   * recorded; always together with `reviewedOn`. Pages without one show only `updated`.
   */
  reviewedBy: z.string().min(3).max(80).optional(),
  /** The day of that review; always together with `reviewedBy`. */
  reviewedOn: isoDate.optional(),
  /** Spanish files in families with Spanish URL words set their slug here (no accents). */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  /**
   * What a patient may type to find this page beyond its title, in the file's language: everyday
   * names, common misspellings, the words of the other language they may use ("pink eye",
   * "pinkeye", "ojo rosado"). Site search weighs them above the body text; pages do not show them.
   */
  searchTerms: z.array(z.string().trim().min(2).max(60)).max(40).default([]),
  /** 3–6 ids of existing pages to link under "Related". */
  related: z.array(pageId).max(6).default([]),
  /**
   * On a page in one language only (laser treatments, pages for referring doctors): the page of
   * the other language closest to its topic, where the language switch leads. Without it the
   * switch leads to the first related page in that language, else to a search for the topic.
   */
  closest: pageId.optional(),
  /** The line the call bar and call buttons offer on this page, when not the family's (SPEC §9). */
  phoneLine: z.enum(callLines).optional(),
  /** The medical illustration shown with the summary (app/content/diagram-keys.ts). */
  diagram: z.enum(diagramKeys).optional(),
  /** A photo shown with the summary, by its id in content/photos/photos.json (it wins over the diagram). */
  photo: z
    .string()
    .optional()
    .describe(
      'The short name of a photo listed under Photos; shown beside the summary instead of the drawing',
    ),
})

/** A review is recorded with both its reviewer and its date, or not at all. */
const base = fields.refine((front) => (front.reviewedBy === undefined) === (front.reviewedOn === undefined), {
  message: 'reviewedBy and reviewedOn go together: give both, or neither',
  path: ['reviewedBy'],
  params: check('review-pair'),
})

const faq = z.array(faqItem)

export const ConditionSchema = base.safeExtend({
  type: z.literal('condition'),
  /** Which group of the conditions index this belongs to. */
  category: z.enum(conditionCategories),
  /** Other URL slugs for the same topic (English only), canonicalized to this page. */
  aliases: z.array(alias).default([]),
  /** The matching emergency page, e.g. "emergency/retinal-detachment". */
  emergency: pageId.optional(),
  faq: faq.min(3).max(6),
})
export type Condition = z.infer<typeof ConditionSchema>

export const TreatmentSchema = base.safeExtend({
  type: z.literal('treatment'),
  faq: faq.min(3).max(6),
})
export type Treatment = z.infer<typeof TreatmentSchema>

export { urgencyLevels, type Urgency }

export const EmergencySchema = base.safeExtend({
  type: z.literal('emergency'),
  /** emergency-room: call 911 / go now; call-today: call the office today; book-visit: soon. */
  urgency: z.enum(urgencyLevels),
  /**
   * Who answers when every office is closed: `office`, our own next opening (the ER for what
   * cannot wait), or `surgeon`, the after-hours line of the patient's own surgeon, for problems
   * after surgery or an injection.
   */
  afterHours: z
    .enum(['office', 'surgeon'])
    .default('office')
    .describe("Who answers when our offices are closed: 'surgeon' after surgery or an eye injection"),
  /** First-aid steps in order, short imperative sentences. Shown in the first screen. */
  doNow: z.array(z.string().min(8)).min(2).max(7),
  /** What not to do. */
  doNot: z.array(z.string().min(8)).min(2).max(6),
  faq: faq.min(2).max(5),
})
export type Emergency = z.infer<typeof EmergencySchema>

export const InsuranceSchema = base.safeExtend({
  type: z.literal('insurance'),
  faq: faq.min(3).max(6),
})
export type Insurance = z.infer<typeof InsuranceSchema>

export const ProviderSchema = base.safeExtend({
  type: z.literal('provider'),
  faq: faq.max(6).default([]),
})
export type Provider = z.infer<typeof ProviderSchema>

export const LocationSchema = base.safeExtend({
  type: z.literal('location'),
  /** The office that serves this city (shared/practice.ts). */
  office: z.enum(officeIds),
  faq: faq.min(2).max(6),
})
export type Location = z.infer<typeof LocationSchema>

export const NewsSchema = base.extend({
  type: z.literal('news'),
  /** The day it was published: the index lists posts newest first. */
  date: isoDate,
  /** Who wrote it: a file name in content/team/ ("elena-marquez"). */
  author: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a team member's id, the file name in team/"),
  /** A few topic words in the post's language, for the reader and the feed. */
  tags: z.array(z.string().min(2).max(30)).max(6).default([]),
  faq: faq.max(6).default([]),
})
export type News = z.infer<typeof NewsSchema>

const testimonial = z.strictObject({
  quote: z.string().min(20),
  /** First name and last initial; these are sample quotes. */
  author: z.string(),
  date: isoDate,
  location: z.string(),
})
export type Testimonial = z.infer<typeof testimonial>

/** Core pages: home, about, services, eyewear, indexes... The body is free Markdown. */
export const PageSchema = base.safeExtend({
  type: z.literal('page'),
  /** Which layout renders the page. */
  template: z.enum(coreLayouts).default('article'),
  /** Other paths for the same page (English only), canonicalized to this one. */
  aliases: z.array(alias).default([]),
  /** The page's schema.org type, when the template's default does not say what it is. */
  schemaType: z.enum(['AboutPage']).optional(),
  /** Whether the page's structured data carries the practice in full, with every office. */
  practiceDetails: z.boolean().default(false),
  faq: faq.max(8).default([]),
  /** Highlight cards linking to other pages (home, services). */
  cards: z
    .array(z.strictObject({ title: z.string().min(3), text: z.string().min(10).max(240), link: pageId }))
    .default([]),
  testimonials: z.array(testimonial).default([]),
  /** Whether search engines may index the page. */
  noindex: z.boolean().default(false),
})
export type Page = z.infer<typeof PageSchema>

export const FrontmatterSchema = z.discriminatedUnion('type', [
  ConditionSchema,
  TreatmentSchema,
  EmergencySchema,
  InsuranceSchema,
  ProviderSchema,
  LocationSchema,
  NewsSchema,
  PageSchema,
])
export type Frontmatter = z.infer<typeof FrontmatterSchema>
export type PageType = Frontmatter['type']
