import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { TeamCard } from '#app/view/page-data'
import { createI18n } from '#app/features/i18n/i18n'
import { interfaceStringsFor } from '#app/features/i18n/interface-strings.server'
import { jsonLdNodes, renderPage } from '#app/test/render-page'
import { teamCard } from '#app/view/team.server'
import { getRegistry } from '#shared/content/registry.server'
import type { PictureMaker } from '#shared/content/pictures'
import { TeamSection } from './team-section'

// The real team folder (app/content/team): three optometrists, an optician and two staff, all
// sample profiles.

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

  it('publishes no sample profile as a Person: every profile in the team folder is a sample', () => {
    for (const path of ['/about', '/es/about']) {
      const nodes = jsonLdNodes(renderPage(path).head)
      expect(nodes.some((node) => node['@type'] === 'AboutPage')).toBe(true)
      expect(nodes.filter((node) => node['@type'] === 'Person')).toEqual([])
    }
  })

  it('marks each sample card in a team of real and sample people, and shows the note only when all are samples', () => {
    const card = (id: string, sample: boolean): TeamCard => ({
      id,
      name: id,
      kind: 'optometrist',
      role: 'Optometrist',
      languages: ['English'],
      offices: ['Santa Ana'],
      bio: 'Examines patients of all ages.',
      initials: 'AB',
      sample,
    })
    const render = (team: TeamCard[]) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={createI18n('en', interfaceStringsFor('en'))}>
          <TeamSection team={team} />
        </I18nextProvider>,
      )
    const mixed = render([card('real', false), card('made-up', true)])
    expect(mixed).not.toContain('data-testid="team-note"')
    expect(mixed.match(/data-testid="team-sample"/g)).toHaveLength(1)
    expect(mixed.indexOf('Sample profile')).toBeGreaterThan(mixed.indexOf('made-up'))
    const real = render([card('real', false)])
    expect(real).not.toContain('Sample profile')
    expect(real).not.toContain('data-testid="team-note"')
    const samples = render([card('one', true), card('two', true)])
    expect(samples).toContain('data-testid="team-note"')
    expect(samples).not.toContain('data-testid="team-sample"')
  })

  it('shows a photo of the Photos list as the portrait, at its size, in the formats the build made', () => {
    const made = (width: number, format: string) => ({
      url: `/assets/photos/elena-${width}.${format}`,
      width,
    })
    const asked: string[] = []
    const pictures = {
      photo: (id: string, language: string) => {
        asked.push(`${id} ${language}`)
        return {
          id,
          alt: 'Dr. Elena Márquez, smiling',
          width: 640,
          height: 640,
          sizes: '(min-width: 768px) 20rem, calc(100vw - 2rem)',
          sources: {
            avif: [made(320, 'avif'), made(640, 'avif')],
            webp: [made(320, 'webp'), made(640, 'webp')],
            jpeg: [made(320, 'jpg'), made(640, 'jpg')],
          },
          placeholder: 'data:image/webp;base64,AAAA',
        }
      },
    } as unknown as PictureMaker
    const elena = getRegistry().team.find((member) => member.id === 'elena-marquez')!
    const card = teamCard({ ...elena, photo: 'elena' }, 'es', pictures)
    expect(asked).toEqual(['elena es'])
    // The name beside it says who it is: the portrait is not read out twice.
    expect(card.photo).toMatchObject({ alt: '', sizes: '5rem' })
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('es', interfaceStringsFor('es'))}>
        <TeamSection team={[card]} />
      </I18nextProvider>,
    )
    expect(html).toContain('<source type="image/avif" srcSet="/assets/photos/elena-320.avif 320w')
    expect(html).toMatch(
      /<img src="\/assets\/photos\/elena-640\.jpg"[^>]* sizes="5rem" alt="" width="640" height="640" loading="lazy"/,
    )
    expect(html).toMatch(/<div class="[^"]*\bsize-20\b[^"]*\brounded-full\b[^"]*" data-photo="elena">/)
    expect(html).not.toContain('>EM</span>')
    // Without a photo, the initials.
    expect(teamCard(elena, 'es', pictures).photo).toBeUndefined()
  })
})
