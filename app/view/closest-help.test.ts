import { describe, expect, it } from 'vitest'
import { closestHelp } from './page-data.server'
import { getRegistry, shownIn, type PageEntry } from '#shared/content/registry.server'
import type { Frontmatter } from '#shared/content/schema'

/** Where the language switch of a page in one language leads (PageData.closest). */
const page = (id: string) => getRegistry().byId.get(id)!
const help = (entry: PageEntry, front: Frontmatter = shownIn(entry, 'en').data) => closestHelp(entry, front)

describe('closestHelp', () => {
  it('leads nowhere else from a page that exists in both languages', () => {
    expect(help(page('conditions/stye'))).toEqual({})
  })

  it('takes the page the content names as closest', () => {
    expect(shownIn(page('laser-treatments/contoura-lasik'), 'en').data.closest).toBe('conditions/lasik')
    expect(help(page('laser-treatments/contoura-lasik'))).toEqual({ es: '/es/conditions/lasik' })
  })

  it('else the first related page that exists in the language', () => {
    const entry = page('laser-treatments/blepharoplasty')
    const front = shownIn(entry, 'en').data
    expect(front.closest).toBeUndefined()
    expect(front.related[0]).toBe('conditions/dermatochalasis')
    expect(help(entry)).toEqual({ es: '/es/conditions/dermatochalasis' })
  })

  it('else the search of that language, with the topic as the query: never the home page', () => {
    const entry: PageEntry = {
      ...page('laser-treatments/premium-lasik'),
      id: 'laser-treatments/new-laser',
      paths: { en: '/laser-treatments/new-laser' },
    }
    const front = {
      ...shownIn(entry, 'en').data,
      closest: undefined,
      related: ['laser-treatments/custom-lasik'],
      heading: 'A new laser (NL)',
      label: undefined,
    } as Frontmatter
    expect(help(entry, front)).toEqual({ es: '/es/search?q=A%20new%20laser%20(NL)' })
  })

  it('gives every English-only page a place in Spanish', () => {
    const englishOnly = getRegistry().pages.filter((entry) => !entry.paths.es)
    expect(englishOnly.length).toBeGreaterThan(40)
    expect(englishOnly.filter((entry) => !help(entry).es).map((entry) => entry.id)).toEqual([])
  })
})
