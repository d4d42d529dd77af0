import { describe, expect, it } from 'vitest'
import { jsonLdNodes, renderPage } from '#app/test/render-page'

// The real team folder (app/content/team): three optometrists, an optician and two staff.

describe('the team on the about page', { timeout: 60_000 }, () => {
  it('shows every person in the page language, optometrists first, with initials until there is a photo', () => {
    const { html, text } = renderPage('/es/about')
    const names = [...html.matchAll(/<h3[^>]*>([^<]+)/g)].map((match) => match[1])
    expect(names.slice(0, 3)).toEqual(['Elena Márquez', 'Daniel Okafor', 'Linh Tran'])
    expect(names).toContain('Rosa Delgado')
    expect(text).toContain('Elena Márquez, OD Optometrista, queratocono y lentes especiales')
    expect(text).toContain('Idiomas: inglés, vietnamita')
    expect(text).toContain('Consultorios: Santa Ana, Newport Beach')
    expect(text).toContain('La Dra. Tran se dedica a la vista de los niños.')
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]*rounded-full[^"]*">EM<\/span>/)
    expect(html).not.toContain('<img')
  })

  it('says above the people, in each language, that they are sample profiles, as the testimonials do', () => {
    const shown = (path: string) => renderPage(path).html.match(/data-testid="team-note"[^>]*>([^<]+)</)?.[1]
    expect(shown('/about')).toMatch(/^These are sample team profiles.*They are not real people\.$/)
    expect(shown('/es/about')).toMatch(/^Son perfiles de muestra del equipo.*No son personas reales\.$/)
    const { html } = renderPage('/about')
    expect(html.indexOf('data-testid="team-note"')).toBeLessThan(html.indexOf('data-testid="team"'))
  })

  it('names each optometrist as a Person working for the practice at its offices, and no one else', () => {
    const nodes = jsonLdNodes(renderPage('/about').head)
    const people = nodes.filter((node) => node['@type'] === 'Person')
    expect(people.map((person) => person.name)).toEqual(['Elena Márquez', 'Daniel Okafor', 'Linh Tran'])
    const practice = nodes.find((node) => node['@type'] === 'Optometric')!
    const offices = (practice.location as { '@id': string }[]).map((office) => office['@id'])
    for (const person of people) {
      expect(person.worksFor).toEqual({ '@id': practice['@id'] })
      for (const place of person.workLocation as { '@id': string }[]) expect(offices).toContain(place['@id'])
      expect(person).toMatchObject({ honorificSuffix: 'OD', hasOccupation: { name: 'Optometrist' } })
    }
    expect(people[0]!['@id']).toBe('https://www.solanavisioncare.example/about#team-elena-marquez')
  })
})
