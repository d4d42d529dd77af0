import { describe, expect, it } from 'vitest'
import { families, languages } from './families'
import { countWords, englishSentences, minimumWords, readability, textOfHtml } from './quality'
import { getRegistry, pagesOf } from './registry.server'
import { renderPage } from './render.server'

/**
 * The editorial contract of the content folder, checked on every file: schema, sections,
 * links, language pairs, length, uniqueness and no English left in Spanish text.
 */
const registry = getRegistry()
const rendered = registry.pages.flatMap((page) =>
  languages.flatMap((language) => {
    const front = page.data[language]
    if (!front) return []
    const body = renderPage(page, language)
    const faqText = front.faq.map(({ q, a }) => `${q} ${a}`).join(' ')
    const text = `${front.summary} ${textOfHtml(body.html)} ${faqText}`
    return [{ page, language, front, text, label: `${language}/${page.id}` }]
  }),
)

describe('content files', () => {
  it('all parse, render and link only to pages that exist', () => {
    // getRegistry() and renderPage() above throw with file and field on any problem.
    expect(rendered.length).toBeGreaterThan(0)
  })

  it('pair every Spanish page with an English one, and mirror every bilingual family', () => {
    for (const page of registry.pages) {
      expect(page.files.en, page.id).toBeTruthy()
      const bilingual = families[page.family].section.es !== null && page.family !== 'core'
      if (bilingual) expect(page.paths.es, `${page.id} needs its Spanish page`).toBeTruthy()
    }
  })

  it('meet the minimum length of their page type', () => {
    const short = rendered
      .map(({ front, text, label }) => ({
        label,
        words: countWords(text),
        minimum: minimumWords[front.type] ?? 0,
      }))
      .filter(({ words, minimum }) => words < minimum)
    expect(short).toEqual([])
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

  it('leave no English sentence in Spanish pages', () => {
    const leftovers = rendered
      .filter(({ language }) => language === 'es')
      .flatMap(({ text, label }) => englishSentences(text).map((sentence) => `${label}: ${sentence}`))
    expect(leftovers).toEqual([])
  })

  it('read at about an 8th-grade level on patient pages (CONTENT.md)', () => {
    // Flesch–Kincaid grade for English (lower is easier), Fernández-Huerta ease for Spanish
    // (higher is easier). Each family must meet the target on average; no page may stray far.
    const patientFamilies = new Set([
      'condition',
      'emergency',
      'keratoconus',
      'laser',
      'insurance',
      'location',
    ])
    const target = { en: { average: 8, page: 11 }, es: { average: 65, page: 50 } }
    const byFamily = new Map<string, number[]>()
    const hard: string[] = []
    for (const { page, language, label } of rendered) {
      if (!patientFamilies.has(page.family)) continue
      const score = readability(textOfHtml(renderPage(page, language).html), language)
      const key = `${language}/${page.family}`
      byFamily.set(key, [...(byFamily.get(key) ?? []), score])
      const tooHard = language === 'en' ? score > target.en.page : score < target.es.page
      if (tooHard) hard.push(`${label}: ${score.toFixed(1)}`)
    }
    expect(hard).toEqual([])
    for (const [key, scores] of byFamily) {
      const average = scores.reduce((sum, score) => sum + score, 0) / scores.length
      if (key.startsWith('en/')) expect(average, key).toBeLessThanOrEqual(target.en.average)
      else expect(average, key).toBeGreaterThanOrEqual(target.es.average)
    }
  })

  it('never hard-code a phone number (templates insert them from the practice config)', () => {
    const phones = rendered
      .filter(({ page, language }) => /\(\d{3}\)\s?\d{3}-\d{4}/.test(page.body[language] ?? ''))
      .map(({ label }) => label)
    expect(phones).toEqual([])
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
