import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { languages, type Language } from '#shared/languages'
import { contactPaths } from '#shared/contact/paths'
import { familyNames, familyOfFolder, families, hasSection } from './families'
import { checkPage } from './page-checks.server'
import { readingTargets, easyEnough } from './quality'
import { getRegistry, pagesOf } from './registry.server'

/**
 * The editorial contract of the content folder, checked on every file: schema, sections,
 * links, language pairs, length, uniqueness, reading level and no English left in Spanish text.
 */
const registry = getRegistry()
const rendered = registry.pages.flatMap((page) =>
  languages.flatMap((language) =>
    page.data[language] ? [{ ...checkPage(page, language), front: page.data[language] }] : [],
  ),
)

/** The Markdown files of one language's folder, as `<folder>/<name>.md`. */
const markdownFiles = (root: string, language: Language) =>
  fs
    .readdirSync(path.join(root, language), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()

/**
 * Files without their other language, read from the folder itself: a Spanish file without its
 * English one, an English page of a family that has Spanish pages without its Spanish one.
 */
function unpaired(root: string): string[] {
  const english = markdownFiles(root, 'en')
  const spanish = new Set(markdownFiles(root, 'es'))
  const englishSet = new Set(english)
  return [
    ...[...spanish].filter((file) => !englishSet.has(file)).map((file) => `es/${file} has no English page`),
    ...english
      .filter((file) => {
        const family = familyOfFolder(file.split('/')[0]!)
        return family && family !== 'core' && hasSection(family, 'es') && !spanish.has(file)
      })
      .map((file) => `en/${file} has no Spanish page`),
  ]
}

const scratch = scratchFolders('content-pairs')

describe('content files', () => {
  it('all parse, render and link only to pages that exist', () => {
    // getRegistry() above throws with file and field on any problem; checkPage collects the rest.
    expect(rendered.length).toBeGreaterThanOrEqual(400)
    expect(
      rendered.flatMap(({ label, problems }) => problems.map((problem) => `${label}: ${problem}`)),
    ).toEqual([])
  })

  it('pair every Spanish page with an English one, and mirror every bilingual family', () => {
    expect(markdownFiles(registry.root, 'es').length).toBeGreaterThanOrEqual(200)
    expect(unpaired(registry.root)).toEqual([])
  })

  it('would show a page missing its other language (the pairing check on a folder with two)', () => {
    const root = scratch()
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), '---\ntitle: x\n---\n')
    }
    for (const file of ['en/conditions/stye.md', 'es/conditions/stye.md', 'en/pages/about.md']) write(file)
    expect(unpaired(root)).toEqual([])
    write('es/conditions/only-spanish.md')
    write('en/emergency/only-english.md')
    write('en/laser-treatments/lasik.md')
    expect(unpaired(root)).toEqual([
      'es/conditions/only-spanish.md has no English page',
      'en/emergency/only-english.md has no Spanish page',
    ])
  })

  it('have unique titles and descriptions in each language', () => {
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>()
      const duplicates: string[] = []
      for (const { front, label, language } of rendered) {
        const key = `${language}:${front[field].toLowerCase()}`
        if (seen.has(key)) duplicates.push(`${label} repeats the ${field} of ${seen.get(key)}`)
        seen.set(key, label)
      }
      expect(duplicates).toEqual([])
    }
  })

  it('read at about an 8th-grade level on patient pages, family by family (CONTENT.md)', () => {
    const byFamily = new Map<string, number[]>()
    for (const { page, language, readingLevel } of rendered) {
      if (!families[page.family].quality?.readingLevel) continue
      const key = `${language}/${page.family}`
      byFamily.set(key, [...(byFamily.get(key) ?? []), readingLevel])
    }
    const held = familyNames().flatMap((family) =>
      families[family].quality?.readingLevel
        ? languages
            .filter((language) => hasSection(family, language))
            .map((language) => `${language}/${family}`)
        : [],
    )
    expect([...byFamily.keys()].sort()).toEqual(held.sort())
    for (const [key, scores] of byFamily) {
      const language = key.startsWith('en/') ? 'en' : 'es'
      const average = scores.reduce((sum, score) => sum + score, 0) / scores.length
      expect(
        easyEnough(average, readingTargets[language].average, language),
        `${key}: ${average.toFixed(1)}`,
      ).toBe(true)
    }
  })

  it('have a page wherever the server sends a visitor after a form', () => {
    for (const language of languages) {
      for (const page of Object.values(contactPaths)) {
        const path = language === 'en' ? `/${page}` : `/${language}/${page}`
        expect(registry.byPath.has(path), path).toBe(true)
      }
    }
  })

  it('carry the practice claims on the pages that discuss them', () => {
    const textOf = (id: string, language: 'en' | 'es') =>
      rendered.find((r) => r.page.id === id && r.language === language)?.text ?? ''
    const claims: [string, RegExp, RegExp][] = [
      ['pages/services', /50[–-]90\s?%/, /50 y (un )?90\s?%/],
      ['pages/services', /over 95\s?%/, /más del 95\s?%/],
      ['pages/services', /(up to )?90\s?%.*(computer|screen)/i, /90\s?%.*computadora/i],
      ['pages/services', /20-20-20/, /20-20-20/],
      ['pages/eyewear', /1-year warranty/, /garantía de 1 año/],
      ['pages/eyewear', /100\s?% satisfaction guarantee/, /satisfacción del 100\s?%/],
      [
        'pages/eyewear',
        /free lifetime adjustments and cleanings/i,
        /ajustes y limpiezas gratis de por vida/i,
      ],
      ['pages/eyewear', /most insurance plans (are )?accepted/i, /la mayoría de los seguros/i],
    ]
    for (const [id, english, spanish] of claims) {
      expect(textOf(id, 'en'), `${id} (en)`).toMatch(english)
      expect(textOf(id, 'es'), `${id} (es)`).toMatch(spanish)
    }
  })

  it('state the eyewear terms wherever the warranty or the guarantee is promised', () => {
    const terms = {
      en: {
        promise: /1-year warranty|satisfaction guarantee/i,
        warranty: /defects?\b[^]*\b(?:loss|accident)/i,
        days: /\b30 days\b/,
      },
      es: {
        promise: /garantía de 1 año|garantía de satisfacción/i,
        warranty: /defectos?\b[^]*\b(?:pérdida|accidente)/i,
        days: /\b30 días\b/,
      },
    } as const
    for (const language of languages) {
      const promising = rendered.filter(
        (r) => r.language === language && terms[language].promise.test(r.text),
      )
      expect(promising.length, language).toBeGreaterThanOrEqual(3)
      const missing = promising.filter(
        ({ text }) => !terms[language].warranty.test(text) || !terms[language].days.test(text),
      )
      expect(missing.map(({ label }) => label)).toEqual([])
    }
  })

  it('register every condition slug the specification names', () => {
    const named =
      `keratoconus dry-eye headache-eye-fatigue ortho-k lasik cataract glaucoma myopia hyperopia presbyopia
      astigmatism amblyopia strabismus ptosis stye chalazion ocular-migraine eye-pain uveitis conjunctivitis keratitis
      pterygium retinal-detachment macular-degeneration diabetic-retinopathy floaters-flashes blepharitis corneal-ulcer
      hyphema nystagmus photophobia tunnel-vision pvd`.split(/\s+/)
    const present = new Set(pagesOf('condition', 'en').map((page) => page.id.split('/')[1]))
    expect(named.filter((slug) => !present.has(slug))).toEqual([])
    expect(present.size).toBeGreaterThanOrEqual(120)
    expect(registry.byPath.get('/conditions/cataracts')?.page.id).toBe('conditions/cataract')
    expect(registry.byPath.get('/conditions/index')?.page.id).toBe('pages/conditions')
    expect(registry.byPath.has('/es/conditions/cataracts')).toBe(false)
  })

  it('give the keratoconus treatments exactly the Spanish slugs of the specification, in order', () => {
    const english = `corneal-cross-linking intacs-corneal-inserts scleral-contact-lenses hybrid-contact-lenses
      rigid-gas-permeable-lenses surgical-planning advanced-diagnostics early-detection patient-success-stories`.split(
      /\s+/,
    )
    const spanish =
      `reticulacion-corneal intacs-insertes-corneales lentes-contacto-esclerales lentes-contacto-hibridos
      lentes-rigidos-gas-permeable planificacion-quirurgica diagnosticos-avanzados deteccion-temprana historias-exito-pacientes`.split(
        /\s+/,
      )
    english.forEach((slug, index) => {
      const page = registry.byId.get(`keratoconus/${slug}`)
      expect(page?.paths.en).toBe(`/keratoconus/${slug}`)
      expect(page?.paths.es).toBe(`/es/queratocono/${spanish[index]}`)
    })
  })
})
