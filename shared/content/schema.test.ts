import { describe, expect, it } from 'vitest'
import { ConditionSchema, FrontmatterSchema, PageSchema } from './schema'

const condition = {
  type: 'condition',
  title: 'Dry Eye: Symptoms and Treatment',
  description: 'What dry eye feels like, what causes it and how we treat it at our offices.',
  heading: 'Dry eye',
  summary: 'Dry eye happens when your tears do not keep the surface of the eye wet and comfortable.',
  updated: '2026-11-01',
  category: 'front-of-eye',
  faq: [
    { q: 'Will dry eye go away?', a: 'Often it can be controlled and eased with care.' },
    { q: 'Is dry eye serious?', a: 'It is usually not dangerous, but it can hurt and blur vision.' },
    { q: 'Can screens cause it?', a: 'Screens make us blink less, which dries the eyes.' },
  ],
}

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('page dates in frontmatter', () => {
  it('need an `updated` date, and no longer accept `lastReviewed`', () => {
    expect(ConditionSchema.safeParse(condition).success).toBe(true)
    const { updated, ...undated } = condition
    expect(updated).toBeTruthy()
    expect(issuesOf(ConditionSchema.safeParse(undated))).toEqual([expect.stringMatching(/^updated: /)])
    expect(issuesOf(ConditionSchema.safeParse({ ...condition, lastReviewed: '2026-11-01' }))).toEqual([
      expect.stringMatching(/lastReviewed/),
    ])
  })

  it('record a review with both its reviewer and its day, or not at all', () => {
    const reviewed = { ...condition, reviewedBy: 'Ana Ruiz, OD', reviewedOn: '2026-11-20' }
    expect(ConditionSchema.parse(reviewed)).toMatchObject({
      reviewedBy: 'Ana Ruiz, OD',
      reviewedOn: '2026-11-20',
    })
    expect(FrontmatterSchema.safeParse(reviewed).success).toBe(true)
    const both = /^reviewedBy: reviewedBy and reviewedOn go together/
    expect(issuesOf(ConditionSchema.safeParse({ ...condition, reviewedBy: 'Ana Ruiz, OD' }))).toEqual([
      expect.stringMatching(both),
    ])
    expect(issuesOf(FrontmatterSchema.safeParse({ ...condition, reviewedOn: '2026-11-20' }))).toEqual([
      expect.stringMatching(both),
    ])
    const { category, ...page } = condition
    expect(category).toBeTruthy()
    expect(issuesOf(PageSchema.safeParse({ ...page, type: 'page', reviewedOn: '2026-11-20' }))).toEqual([
      expect.stringMatching(both),
    ])
    expect(issuesOf(ConditionSchema.safeParse({ ...reviewed, reviewedOn: 'last week' }))).toEqual([
      expect.stringMatching(/^reviewedOn: /),
    ])
  })
})

describe('aliases', () => {
  it('are slugs or paths of the site, never a path out of the build or onto its own folders', () => {
    const withAliases = (aliases: string[]) => issuesOf(ConditionSchema.safeParse({ ...condition, aliases }))
    expect(withAliases(['cataracts', '/conditions/index'])).toEqual([])
    for (const alias of [
      '../../../tmp/x',
      '/conditions/../../x',
      '/admin/login',
      '/api/health',
      '/assets/x',
      'a b',
      '/',
      '',
    ])
      expect(withAliases([alias]), alias).toEqual([expect.stringMatching(/^aliases\.0: /)])
  })
})
