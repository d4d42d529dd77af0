import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPageBody } from './page-data.server'
import { getRegistry, readRegistry, resetRegistry } from '#shared/content/registry.server'
import { pagePictures } from '#app/features/pictures.server'
import { scratchContentFolder } from '#shared/test/content-folder'

/**
 * The news family on a scratch content folder: twelve English posts and nine Spanish ones, so
 * English has a second index page and Spanish does not.
 */

let root = ''

const front = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\nSome words.\n`

const indexPage = (language: 'en' | 'es') =>
  front({
    type: 'page',
    template: 'news-index',
    title: language === 'en' ? 'News from our offices' : 'Noticias de nuestras oficinas',
    description: 'A description that is long enough to pass the schema check for pages.',
    heading: language === 'en' ? 'News' : 'Noticias',
    summary: 'A summary that is long enough for the schema of every page type.',
    updated: '2026-11-01',
  })

const post = (number: number, language: 'en' | 'es', author = 'ana-torres') =>
  front({
    type: 'news',
    ...(language === 'es' && { slug: `noticia-${number}` }),
    title: `${language === 'en' ? 'Post' : 'Noticia'} number ${number} of twelve`,
    description: 'A description that is long enough to pass the schema check for pages.',
    heading: `${language === 'en' ? 'Post' : 'Noticia'} ${number}`,
    summary: 'A summary that is long enough for the schema of every page type.',
    updated: `2026-10-${String(number).padStart(2, '0')}`,
    date: `2026-10-${String(number).padStart(2, '0')}`,
    author,
    tags: ['news'],
  })

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}

beforeAll(() => {
  root = scratchContentFolder('news')
  write(
    'team/ana-torres.md',
    front({
      name: 'Ana Torres',
      credentials: 'OD',
      kind: 'optometrist',
      role: { en: 'Optometrist', es: 'Optometrista' },
      languages: ['en', 'es'],
      offices: ['santa-ana'],
      bio: {
        en: 'Dr. Torres sees patients of all ages and has a special interest in dry eye care.',
        es: 'La Dra. Torres atiende a pacientes de todas las edades y se dedica en especial al ojo seco.',
      },
    }),
  )
  write('en/pages/news.md', indexPage('en'))
  write('es/pages/news.md', indexPage('es'))
  for (let number = 1; number <= 12; number++) {
    write(`en/news/post-${number}.md`, post(number, 'en'))
    if (number <= 9) write(`es/news/post-${number}.md`, post(number, 'es'))
  }
  vi.stubEnv('CONTENT_DIR', root)
  resetRegistry()
})

afterAll(() => {
  vi.unstubAllEnvs()
  resetRegistry()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('news', () => {
  it('routes each post at /news/<name> and /es/noticias/<slug>', () => {
    const { byPath } = getRegistry()
    expect(byPath.get('/news/post-3')?.page.id).toBe('news/post-3')
    expect(byPath.get('/es/noticias/noticia-3')?.page.id).toBe('news/post-3')
    expect(byPath.get('/es/noticias')?.page.id).toBe('pages/news')
  })

  it('gives the index a further page per ten posts, in each language that needs one', () => {
    const { byPath } = getRegistry()
    expect(byPath.get('/news/page/2')).toMatchObject({ language: 'en', pageNumber: 2 })
    expect(byPath.has('/news/page/3')).toBe(false)
    expect(byPath.has('/es/noticias/pagina/2')).toBe(false)
  })

  it('lists posts newest first, ten to a page, with links between the pages', () => {
    const first = loadPageBody('/news', 'news-index', pagePictures)
    expect(first.posts.map((item) => item.href).slice(0, 3)).toEqual([
      '/news/post-12',
      '/news/post-11',
      '/news/post-10',
    ])
    expect(first.posts).toHaveLength(10)
    expect(first.posts[0]).toMatchObject({ date: '2026-10-12', author: 'Ana Torres, OD' })
    expect(first.pagination).toEqual({ page: 1, pages: 2, newer: null, older: '/news/page/2' })
    expect(first.alternates).toEqual({ en: '/news', es: '/es/noticias' })

    const second = loadPageBody('/news/page/2', 'news-index', pagePictures)
    expect(second.posts.map((item) => item.href)).toEqual(['/news/post-2', '/news/post-1'])
    expect(second.pagination).toEqual({ page: 2, pages: 2, newer: '/news', older: null })
    expect(second.path).toBe('/news/page/2')
    expect(second.alternates).toEqual({ en: '/news/page/2' })
    expect(second.front.title).toBe('News from our offices – page 2')

    const spanish = loadPageBody('/es/noticias', 'news-index', pagePictures)
    expect(spanish.posts).toHaveLength(9)
    expect(spanish.pagination.older).toBeNull()
    expect(spanish.feed).toBe('/es/noticias/rss.xml')
  })

  it('links a post to its author on the about page', () => {
    expect(loadPageBody('/es/noticias/noticia-4', 'news', pagePictures).author).toEqual({
      name: 'Ana Torres, OD',
      role: 'Optometrista',
      href: '/about#team-ana-torres',
    })
  })

  it('refuses a post by someone who is not on the team, naming the file and field', () => {
    write('en/news/post-13.md', post(13, 'en', 'dr-nobody'))
    try {
      const { errors } = readRegistry(root)
      expect(errors.map((error) => error.message)).toEqual([
        `${path.relative(process.cwd(), path.join(root, 'en/news/post-13.md'))}: author: no team member "dr-nobody" (a file team/dr-nobody.md)`,
      ])
    } finally {
      fs.rmSync(path.join(root, 'en/news/post-13.md'))
    }
  })

  it('refuses a Spanish post without its Spanish slug, and a post whose date differs between languages', () => {
    write('es/news/post-10.md', post(10, 'es').replace('slug: "noticia-10"\n', ''))
    write('es/news/post-11.md', post(11, 'es').replace('date: "2026-10-11"', 'date: "2026-10-21"'))
    try {
      const messages = readRegistry(root).errors.map((error) => `${path.basename(error.file)} ${error.field}`)
      expect(messages).toEqual(['post-10.md slug', 'post-11.md date'])
    } finally {
      fs.rmSync(path.join(root, 'es/news/post-10.md'))
      fs.rmSync(path.join(root, 'es/news/post-11.md'))
    }
  })
})
