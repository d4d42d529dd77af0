import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readSiteData } from './site-data.server'
import { scratchContentFolder } from '#shared/test/content-folder'

/**
 * The content that is not a page, read from a scratch content folder: each bad case must stop
 * the build with an error that names the file and the field.
 */

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

function contentFolder(files: Record<string, unknown>): string {
  const root = scratchContentFolder('site-data')
  folders.push(root)
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

/** Problems as the build prints them, with the scratch folder's path cut to `<root>`. */
function problems(files: Record<string, unknown>): string[] {
  const root = contentFolder(files)
  return readSiteData(root).errors.map(
    (error) =>
      `${path.relative(root, error.file)}${error.field ? ` ${error.field}: ` : ': '}${error.message.split(': ').pop() ?? ''}`,
  )
}

const reason = { en: 'Thanksgiving', es: 'Día de Acción de Gracias' }
const text = {
  en: 'Holiday hours are on the contact page.',
  es: 'El horario de fiestas está en la página de contacto.',
}

describe('closures', () => {
  it('reads the real file: "all" offices and single days filled in', () => {
    const { data, errors } = readSiteData('app/content')
    expect(errors).toEqual([])
    const thanksgiving = data.closures.find((closure) => closure.reason.en === 'Thanksgiving')
    expect(thanksgiving).toEqual({
      offices: ['santa-ana', 'irvine', 'newport-beach'],
      from: '2026-11-26',
      to: '2026-11-27',
      reason,
    })
    expect(data.closures.find((closure) => closure.reason.en === 'Christmas Eve')).toMatchObject({
      to: '2026-12-24',
      hours: { opens: '08:30', closes: '12:00' },
    })
  })

  it('refuses a closure that ends before it starts', () => {
    const closures = [{ offices: 'all', from: '2026-12-26', to: '2026-12-24', reason }]
    expect(problems({ 'closures.json': { closures } })).toEqual([
      'closures.json closures.0.to: ends (2026-12-24) before it starts (2026-12-26)',
    ])
  })

  it('refuses two closures on the same day at the same office, naming both', () => {
    const closures = [
      { offices: 'all', from: '2026-11-26', to: '2026-11-27', reason },
      { offices: ['newport-beach'], from: '2026-12-01', reason },
      { offices: ['irvine'], from: '2026-11-27', hours: { opens: '09:00', closes: '12:00' }, reason },
    ]
    const [problem, ...others] = problems({ 'closures.json': { closures } })
    expect(others).toEqual([])
    expect(problem).toMatch(
      /^closures\.json closures\.2\.from: .*closures\.0 \(2026-11-26 to 2026-11-27\) at irvine/,
    )
  })

  it('allows closures on the same day at different offices', () => {
    const closures = [
      { offices: ['santa-ana'], from: '2026-12-24', hours: { opens: '08:30', closes: '12:00' }, reason },
      { offices: ['irvine', 'newport-beach'], from: '2026-12-24', reason },
    ]
    expect(problems({ 'closures.json': { closures } })).toEqual([])
  })

  it('refuses special hours that close before they open, a date that does not exist and an unknown office', () => {
    const closures = [
      { offices: ['santa-ana'], from: '2026-12-24', hours: { opens: '12:00', closes: '08:30' }, reason },
      { offices: ['santa-ana'], from: '2026-02-30', reason },
      { offices: ['tustin'], from: '2026-12-28', reason },
    ]
    expect(problems({ 'closures.json': { closures } })).toEqual([
      'closures.json closures.0.hours.closes: closes before it opens',
      'closures.json closures.1.from: use a YYYY-MM-DD date that exists',
      expect.stringMatching(/^closures\.json closures\.2\.offices/),
    ])
  })

  it('refuses a reason without its Spanish words', () => {
    const closures = [{ offices: 'all', from: '2026-11-26', reason: { en: 'Thanksgiving' } }]
    expect(problems({ 'closures.json': { closures } })).toEqual([
      'closures.json closures.0.reason.es: the Spanish text is missing',
    ])
  })

  it('reports a file that is not JSON', () => {
    expect(problems({ 'closures.json': '{ "closures": [ }' })).toEqual([
      expect.stringMatching(/^closures\.json: /),
    ])
  })
})

describe('announcements', () => {
  const valid = { id: 'holiday-hours', start: '2026-11-16', end: '2027-01-01', text }

  it('accepts an announcement in both languages', () => {
    expect(problems({ 'announcements.json': { announcements: [valid] } })).toEqual([])
  })

  it('refuses an announcement without its Spanish text', () => {
    const announcements = [{ ...valid, text: { en: text.en } }]
    expect(problems({ 'announcements.json': { announcements } })).toEqual([
      'announcements.json announcements.0.text.es: the Spanish text is missing',
    ])
  })

  it('refuses an announcement that ends before it starts', () => {
    const announcements = [{ ...valid, end: '2026-11-01' }]
    expect(problems({ 'announcements.json': { announcements } })).toEqual([
      'announcements.json announcements.0.end: ends (2026-11-01) before it starts (2026-11-16)',
    ])
  })

  it('refuses two announcements at once and an id used twice', () => {
    const announcements = [
      valid,
      { ...valid, id: 'new-office', start: '2026-12-20', end: '2027-01-10' },
      { ...valid, start: '2027-02-01', end: '2027-02-10' },
    ]
    expect(problems({ 'announcements.json': { announcements } })).toEqual([
      expect.stringMatching(/^announcements\.json announcements\.1\.start: .*announcements\.0/),
      'announcements.json announcements.2.id: "holiday-hours" is also the id of announcements.0',
    ])
  })
})

describe('team', () => {
  const member = (fields: Record<string, unknown>) =>
    `---\n${Object.entries<unknown>({
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
      ...fields,
    })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')}\n---\n`

  it('reads each person, optometrists first', () => {
    const root = contentFolder({
      'team/bea-lopez.md': member({ name: 'Bea López', kind: 'staff', credentials: undefined }),
      'team/ana-torres.md': member({}),
    })
    const { data, errors } = readSiteData(root)
    expect(errors).toEqual([])
    expect(data.team.map((person) => person.id)).toEqual(['ana-torres', 'bea-lopez'])
  })

  it('takes a photo of the Photos list made for a card, by its short name', () => {
    const photos = {
      photos: [
        {
          id: 'ana',
          file: 'ana.jpg',
          alt: { en: 'Dr. Torres smiling', es: 'La Dra. Torres sonriendo' },
          slot: 'card',
        },
        {
          id: 'lobby',
          file: 'lobby.jpg',
          alt: { en: 'The Irvine lobby', es: 'La sala de Irvine' },
          slot: 'header',
        },
      ],
    }
    const pictures = { 'photos/ana.jpg': 'jpeg', 'photos/lobby.jpg': 'jpeg', 'photos/photos.json': photos }
    const root = contentFolder({ ...pictures, 'team/ana-torres.md': member({ photo: 'ana' }) })
    const { data, errors } = readSiteData(root)
    expect(errors).toEqual([])
    expect(data.team[0]?.photo).toBe('ana')
    // A photo missing from the list, one made for a page's heading, an address: each refused for the person.
    expect(problems({ ...pictures, 'team/ana-torres.md': member({ photo: 'ana-torres' }) })).toEqual([
      'team/ana-torres.md photo: photo "ana-torres" is not in content/photos/photos.json',
    ])
    expect(problems({ ...pictures, 'team/ana-torres.md': member({ photo: 'lobby' }) })).toEqual([
      'team/ana-torres.md photo: photo "lobby" is made for a page\'s heading, not for a card',
    ])
    expect(problems({ ...pictures, 'team/ana-torres.md': member({ photo: '/team/ana.jpg' }) })).toEqual([
      expect.stringMatching(/^team\/ana-torres\.md photo: /),
    ])
  })

  it('refuses an unknown office, an unknown language and a bio without Spanish', () => {
    expect(
      problems({
        'team/ana-torres.md': member({
          offices: ['tustin'],
          languages: ['en', 'klingon'],
          bio: { en: 'Dr. Torres sees patients of all ages and has a special interest in dry eye care.' },
        }),
      }),
    ).toEqual([
      expect.stringMatching(/^team\/ana-torres\.md languages\.1: /),
      expect.stringMatching(/^team\/ana-torres\.md offices\.0: /),
      'team/ana-torres.md bio.es: the Spanish text is missing',
    ])
  })
})

it('needs the practice file', () => {
  const root = contentFolder({})
  fs.rmSync(path.join(root, 'practice.json'))
  expect(readSiteData(root).errors.map((error) => error.message)).toEqual([
    expect.stringMatching(/practice\.json: the practice file is missing$/),
  ])
})
