import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scratchContentFolder } from '#shared/test/content-folder'
import config from '../../react-router.config'
import { checkPage } from './page-checks.server'
import { getRegistry, readRegistry, resetRegistry } from './registry.server'

const shippedContentDir = process.env.CONTENT_DIR

/**
 * Each content error the registry reports, on a small content folder made for it: the error
 * names the file and, where there is one, the field, so a build failure says what to fix.
 */
const source = (language: 'en' | 'es') =>
  fs
    .readFileSync(path.resolve(`app/content/${language}/conditions/stye.md`), 'utf8')
    // The fixture folder holds only this page: links to others go.
    .replace(/^related:\n( {2}- .*\n)+/m, 'related: []\n')
    .replace(/^emergency: .*\n/m, '')
    .replace(/\(page:[^)]+\)/g, '(https://www.nei.nih.gov/)')

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
  // Back to the shipped content the tests read (vitest.config.ts).
  process.env.CONTENT_DIR = shippedContentDir
  resetRegistry()
})

/** A content folder of these files (path under the folder → text), and what the registry says of it. */
function read(files: Record<string, string>) {
  const root = scratchContentFolder('registry')
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const { registry, errors } = readRegistry(root)
  return {
    registry,
    errors: errors.map((error) => ({
      file: path.relative(root, error.file),
      field: error.field,
      message: error.message,
    })),
  }
}

const stye = { 'en/conditions/stye.md': source('en'), 'es/conditions/stye.md': source('es') }

describe('the registry', () => {
  it('reads a sound pair of pages without a problem', () => {
    const { registry, errors } = read(stye)
    expect(errors).toEqual([])
    expect(registry.byId.get('conditions/stye')?.paths).toEqual({
      en: '/conditions/stye',
      es: '/es/conditions/stye',
    })
  })

  it('names the file and field of a schema error', () => {
    const { errors } = read({
      ...stye,
      'es/conditions/stye.md': source('es').replace(/^description: .*\n/m, ''),
    })
    expect(errors).toEqual([expect.objectContaining({ file: 'es/conditions/stye.md', field: 'description' })])
  })

  it('refuses a folder no family owns', () => {
    const { errors } = read({ ...stye, 'en/blog/first.md': source('en') })
    expect(errors).toEqual([
      expect.objectContaining({ file: 'en/blog/first.md', message: expect.stringContaining('conditions') }),
    ])
  })

  it('refuses a Spanish page without its English page', () => {
    const { errors } = read({ 'es/conditions/stye.md': source('es') })
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'es/conditions/stye.md',
        message: expect.stringContaining('English page'),
      }),
    ])
  })

  it('refuses a Spanish page in a family that is English only', () => {
    const laser = fs.readFileSync(path.resolve('app/content/en/laser-treatments/bladeless-lasik.md'), 'utf8')
    const { errors } = read({ ...stye, 'es/laser-treatments/bladeless-lasik.md': laser })
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'es/laser-treatments/bladeless-lasik.md',
        message: expect.stringContaining('English only'),
      }),
    ])
  })

  it('refuses two pages at one path', () => {
    const { errors } = read({
      ...stye,
      'en/conditions/hordeolum.md': source('en')
        .replace(/^title: .*$/m, 'title: "Hordeolum: the medical name of a stye"')
        .replace(/^heading: .*$/m, 'heading: Hordeolum\naliases:\n  - stye'),
    })
    expect(errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('path /conditions/stye is also used by') }),
    ])
  })

  it('refuses a Spanish page whose shared fields disagree with the English one', () => {
    const { errors } = read({
      ...stye,
      'es/conditions/stye.md': source('es').replace(/^category: .*$/m, 'category: retina'),
    })
    expect(errors).toEqual([expect.objectContaining({ file: 'es/conditions/stye.md', field: 'category' })])
  })

  it('refuses a link to a page that does not exist, naming the field', () => {
    const { errors } = read({
      ...stye,
      'en/conditions/stye.md': source('en').replace('related: []', 'related:\n  - conditions/chalazion'),
    })
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'en/conditions/stye.md',
        field: 'related.0',
        message: expect.stringContaining('conditions/chalazion'),
      }),
    ])
  })

  it('reports a link to an unknown page, in the body or an answer', () => {
    const { registry } = read({
      ...stye,
      'en/conditions/stye.md': source('en')
        .replace('[chalazion](https://www.nei.nih.gov/)', '[chalazion](page:conditions/chalazion)')
        .replace(
          '- have [blepharitis](https://www.nei.nih.gov/)',
          '- have [blepharitis](page:conditions/blepharitis)',
        ),
    })
    process.env.CONTENT_DIR = registry.root
    const page = registry.byId.get('conditions/stye')
    if (!page) throw new Error('the page was not read')
    const { problems } = checkPage(page, 'en')
    expect(problems).toContainEqual(
      expect.stringContaining(
        'en/conditions/stye.md: body: link to unknown page "page:conditions/blepharitis"',
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/stye\.md: faq\.\d\.a: link to unknown page "page:conditions\/chalazion"/),
    )
  })

  it('reports a missing required section', () => {
    const { registry } = read({
      ...stye,
      'en/conditions/stye.md': source('en').replace('{#causes}', '{#reasons}'),
    })
    process.env.CONTENT_DIR = registry.root
    const page = registry.byId.get('conditions/stye')
    if (!page) throw new Error('the page was not read')
    expect(checkPage(page, 'en').problems).toContainEqual(
      expect.stringContaining('en/conditions/stye.md: missing sections: ## … {#causes}'),
    )
  })

  it('refuses front matter that is not YAML, naming the file, and never runs it', () => {
    const marker = path.join(os.tmpdir(), `registry-ran-${process.pid}`)
    const script = `{ title: (require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Stye') }`
    const planted = (opener: string) =>
      source('en').replace(/^---\n[\s\S]*?\n---\n/, `${opener}\n${script}\n---\n`)
    const team = fs.readFileSync(path.resolve('app/content/team/elena-marquez.md'), 'utf8')
    try {
      const { errors } = read({
        ...stye,
        'en/conditions/chalazion.md': planted('---js'),
        'en/conditions/blepharitis.md': planted('---javascript'),
        'en/conditions/pink-eye.md': planted('---json'),
        'team/someone.md': team.replace(/^---$/m, '---js'),
      })
      expect(errors.map((error) => error.file).sort()).toEqual([
        'en/conditions/blepharitis.md',
        'en/conditions/chalazion.md',
        'en/conditions/pink-eye.md',
        'team/someone.md',
      ])
      for (const error of errors) expect(error.message).toContain('the first line must be exactly "---"')
      expect(fs.existsSync(marker)).toBe(false)
    } finally {
      fs.rmSync(marker, { force: true })
    }
  })

  it('stops the build on such a file before anything is rendered', async () => {
    const { registry } = read({ ...stye, 'en/conditions/chalazion.md': '---js\n{ title: "x" }\n---\n' })
    process.env.CONTENT_DIR = registry.root
    await expect(config.prerender()).rejects.toThrow(
      /en\/conditions\/chalazion\.md: the first line must be exactly "---"/,
    )
    expect(() => getRegistry()).toThrow(/1 content problem/)
  })

  it('refuses links, pipes and files outside the folder, without reading them', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-outside-'))
    roots.push(outside)
    fs.writeFileSync(path.join(outside, 'secret.md'), source('en'))
    fs.mkdirSync(path.join(outside, 'pages'))
    fs.writeFileSync(path.join(outside, 'pages', 'about.md'), source('en'))
    const { registry } = read(stye)
    const at = (file: string) => path.join(registry.root, file)
    fs.symlinkSync('/etc/passwd', at('en/conditions/passwd.md'))
    fs.symlinkSync(path.join(outside, 'secret.md'), at('en/conditions/secret.md'))
    fs.symlinkSync(path.resolve('app/content/en/conditions/glaucoma.md'), at('en/conditions/glaucoma.md'))
    fs.symlinkSync(path.join(outside, 'pages'), at('en/pages'))
    fs.mkdirSync(at('team'))
    fs.symlinkSync(path.join(outside, 'secret.md'), at('team/someone.md'))
    fs.symlinkSync('/etc/passwd', at('closures.json'))
    execFileSync('mkfifo', [at('en/conditions/pipe.md')])
    const { errors } = readRegistry(registry.root)
    const named = (file: string) => errors.find((error) => path.relative(registry.root, error.file) === file)
    for (const file of [
      'en/conditions/passwd.md',
      'en/conditions/secret.md',
      'en/conditions/glaucoma.md',
      'en/pages',
      'team/someone.md',
      'closures.json',
    ])
      expect(named(file)?.message, file).toMatch(/is a symbolic link: content files must be plain files/)
    expect(named('en/conditions/pipe.md')?.message).toMatch(/is a named pipe/)
    expect(errors).toHaveLength(7)
    expect(errors.map((error) => error.message).join('\n')).not.toContain('root:')
  })
})

describe('closest', () => {
  const laser = fs
    .readFileSync(path.resolve('app/content/en/laser-treatments/premium-lasik.md'), 'utf8')
    .replace(/^related:\n( {2}- .*\n)+/m, 'related: []\n')
    .replace(/^closest: .*\n/m, '')
    .replace(/\(page:[^)]+\)/g, '(https://www.nei.nih.gov/)')
  const withClosest = (text: string, id: string) =>
    text.replace(/^type: .*\n/m, (line) => `${line}closest: ${id}\n`)

  it('names a page of a language the page is not in', () => {
    const { errors } = read({
      ...stye,
      'en/laser-treatments/premium-lasik.md': withClosest(laser, 'conditions/stye'),
    })
    expect(errors).toEqual([])
  })

  it('refuses a page that does not exist, or is not in the missing language either', () => {
    const { errors } = read({
      'en/laser-treatments/premium-lasik.md': withClosest(laser, 'conditions/nothing'),
      'en/laser-treatments/custom-lasik.md': withClosest(laser, 'laser-treatments/premium-lasik'),
    })
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'en/laser-treatments/custom-lasik.md',
        field: 'closest',
        message: expect.stringContaining('is not in es either'),
      }),
      expect.objectContaining({
        file: 'en/laser-treatments/premium-lasik.md',
        field: 'closest',
        message: expect.stringContaining('does not exist'),
      }),
    ])
  })

  it('refuses it on a page that is in every language', () => {
    const { errors } = read({
      ...stye,
      'en/conditions/stye.md': withClosest(source('en'), 'conditions/stye'),
    })
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'en/conditions/stye.md',
        field: 'closest',
        message: expect.stringContaining('every language'),
      }),
    ])
  })
})
