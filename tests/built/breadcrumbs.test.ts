import { describe, expect, it } from 'vitest'
import { languages } from '../../shared/languages'
import { getRegistry } from '#shared/content/registry.server'
import { builtHtml } from '../e2e/built-page'

/** The links every built page offers people and crawlers beside its text. */
describe('page links', () => {
  it('every page but home shows breadcrumbs, and its related pages when it has them', () => {
    const labels = { en: 'aria-label="Breadcrumb"', es: 'aria-label="Ruta de navegación"' }
    const problems: string[] = []
    let checked = 0
    for (const page of getRegistry().pages) {
      for (const language of languages) {
        const front = page.data[language]
        if (!front) continue
        const pagePath = page.paths[language]!
        const html = builtHtml(pagePath)
        checked++
        const hasTrail = html.includes(labels[language])
        if (hasTrail !== (page.id !== 'pages/home'))
          problems.push(`${pagePath}: breadcrumbs ${hasTrail ? 'shown' : 'missing'}`)
        if (front.related.length > 0 && !html.includes('id="related"'))
          problems.push(`${pagePath}: related pages missing`)
        const targets = front.related
          .map((id) => getRegistry().byId.get(id)!)
          .map((target) => target.paths[language] ?? target.paths.en!)
        for (const href of targets)
          if (!html.includes(`href="${href}"`)) problems.push(`${pagePath}: no link to related ${href}`)
      }
    }
    expect(checked).toBeGreaterThanOrEqual(400)
    expect(problems).toEqual([])
  })
})
