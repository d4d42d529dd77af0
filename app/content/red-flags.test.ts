import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchContentFolder } from '#app/test/content-folder'
import { languages, type Language } from '#shared/languages'
import { adviceUnits, readUnit } from './advice-units'
import { emergencyAdvice, mentions, redFlagProblems, redFlags } from './red-flags'
import { getRegistry, pagesOf, readRegistry } from './registry.server'
import { ConditionSchema } from './schema'

/**
 * One urgency per red-flag symptom (issue 19): no page answers a symptom of an emergency page
 * with weaker advice than that page gives.
 */

const flag = (id: string) => redFlags.find((candidate) => candidate.id === id)!

/** A condition page with this Markdown body, checked as the site's pages are. */
function check(body: string, language: Language): string[] {
  const front = ConditionSchema.parse({
    type: 'condition',
    title: 'A page made up for the red-flag test',
    description:
      'A made-up page whose advice on one red-flag symptom is strong or weak, to see what the check says.',
    heading: 'Made-up condition',
    summary: 'A made-up page. It exists only in this test and says nothing about a symptom.',
    category: 'retina',
    updated: '2026-01-01',
    faq: [1, 2, 3].map((n) => ({ q: `Question number ${n}?`, a: 'An answer that gives no advice at all.' })),
  })
  return redFlagProblems(front, body, language)
}

/**
 * Each red flag, how pages name it, and the same advice given weakly and as the emergency page
 * gives it. The weak form must be caught and the strong one must pass, in both languages.
 */
const table: { id: string; en: string[]; es: string[] }[] = [
  {
    id: 'sudden vision loss',
    en: [
      'a sudden drop in vision',
      'sudden vision loss',
      'you suddenly lose vision',
      'your vision drops suddenly',
    ],
    es: ['una baja repentina de la vista', 'si pierde la vista de repente', 'si la vista le baja de repente'],
  },
  {
    id: 'curtain or shadow over the vision',
    en: ['a curtain over your vision', 'a shadow over part of your vision', 'any shadow'],
    es: ['una cortina sobre la vista', 'una sombra que tapa parte de la vista', 'cualquier sombra'],
  },
  {
    id: 'newborn with red eyes or discharge',
    en: [
      'a newborn with red eyes',
      'a newborn with pus from the eyes',
      'a baby under 4 weeks with discharge',
    ],
    es: [
      'un recién nacido con los ojos rojos',
      'un recién nacido con lagañas',
      'un bebé de menos de 4 semanas con pus',
    ],
  },
  {
    id: 'severe eye pain with nausea or halos',
    en: [
      'severe eye pain with nausea',
      'eye pain with halos around lights',
      'a painful red eye and vomiting',
    ],
    es: ['un dolor fuerte en el ojo con náuseas', 'dolor de ojo con halos alrededor de las luces'],
  },
]

const weak: Record<Language, (symptom: string) => string[]> = {
  en: (symptom) => [
    `Call us the same day if you have ${symptom}.`,
    `Book a visit soon for ${symptom}.`,
    `Get care right away for ${symptom}.`,
    `Call us the same day if you have:\n\n- eye pain\n- ${symptom}\n`,
    `### Same day: call us\n\n- ${symptom}\n`,
    `It can mean ${symptom}. Call us today.`,
    `Go to the emergency room for a deep cut. Call us the same day for ${symptom}.`,
  ],
  es: (symptom) => [
    `Llámenos el mismo día si tiene ${symptom}.`,
    `Haga una cita pronto por ${symptom}.`,
    `Busque atención de inmediato por ${symptom}.`,
    `Llámenos el mismo día si tiene:\n\n- dolor en el ojo\n- ${symptom}\n`,
    `Puede ser ${symptom}. Llámenos hoy.`,
  ],
}
const strong: Record<Language, (symptom: string) => string[]> = {
  en: (symptom) => [
    `Call 911 or go to the emergency room now if you have ${symptom}.`,
    `Go to the emergency room now if you have:\n\n- ${symptom}\n- a deep cut\n`,
    `For ${symptom}, go to the ER now, then call us.`,
  ],
  es: (symptom) => [
    `Llame al 911 o vaya a la sala de emergencias ahora si tiene ${symptom}.`,
    `Vaya a la sala de emergencias ahora si tiene:\n\n- ${symptom}\n- una cortada profunda\n`,
  ],
}

describe('the red-flag check', () => {
  for (const { id, ...phrases } of table) {
    for (const language of languages) {
      it(`names ${id} in ${language}`, () => {
        for (const symptom of phrases[language])
          expect(mentions(flag(id), symptom, language), symptom).toBe(true)
      })
      it(`fails weak advice on ${id} in ${language} and passes the emergency page's`, () => {
        for (const symptom of phrases[language]) {
          for (const body of weak[language](symptom)) {
            expect(check(body, language).join('\n'), body).toContain(id)
          }
          for (const body of strong[language](symptom)) expect(check(body, language), body).toEqual([])
        }
      })
    }
  }

  it('wants a chemical in the eye flushed for 15 minutes first, then 911', () => {
    const en = (body: string) => check(body, 'en').join('\n')
    expect(en('If a chemical splashes in your eye, call us right away.')).toContain('not sent to 911')
    expect(en('If a chemical splashes in your eye, call 911.')).toContain('never says to flush')
    expect(en('If a chemical splashes in your eye, call 911, then rinse it for 15 minutes.')).toContain(
      'before flushing',
    )
    expect(en('If a chemical splashes in your eye, flush it with water for 15 minutes, then call 911.')).toBe(
      '',
    )
    expect(en('For a chemical in the eye, call 911. Flush with water for 15 minutes first.')).toBe('')
    const es = (body: string) => check(body, 'es').join('\n')
    expect(es('Si le salpica un químico en el ojo, llámenos de inmediato.')).toContain('not sent to 911')
    expect(es('Si le cayó un químico en el ojo, enjuáguelo 15 minutos y luego llame al 911.')).toBe('')
  })

  it('sets look-alikes and negations aside', () => {
    for (const [body, language] of [
      ['Call us the same day for new floaters without a shadow.', 'en'],
      ['Do not wear eye shadow for a week; call us with questions.', 'en'],
      ['Clumps cast shadows on the retina. Book a visit if they bother you.', 'en'],
      ['Call us the same day if you have blurry vision, halos or eye ache.', 'en'],
      ['Blocked tear ducts are common in newborns. A red lump by the nose needs care the same day.', 'en'],
      ['Llámenos de inmediato si tiene moscas volantes nuevas sin sombra.', 'es'],
      ['No vuelva a soldar sin una careta con el filtro de sombra adecuado; haga una cita.', 'es'],
    ] as const) {
      expect(check(body, language), body).toEqual([])
    }
  })
})

describe('a made-up page in a content folder', () => {
  const root = scratchContentFolder('red-flags')
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const write = (advice: string) => {
    fs.mkdirSync(path.join(root, 'en', 'conditions'), { recursive: true })
    const frontmatter = `---
type: condition
title: A page made up for the red-flag test
description: A made-up page whose advice on a curtain over the vision is the point of the test.
heading: Made-up condition
summary: A made-up page. It exists only in this test, in a folder of its own.
category: retina
updated: 2026-01-01
faq:
  - { q: "Is this page real?", a: "No. It only shows what the check says." }
  - { q: "Is it on the site?", a: "No. It lives in a temporary folder." }
  - { q: "Who reads it?", a: "Only this test reads it, through the registry." }
---
`
    fs.writeFileSync(
      path.join(root, 'en', 'conditions', 'made-up.md'),
      `${frontmatter}\n## When to get care right away {#urgent-care}\n\n${advice}\n`,
    )
    const { registry, errors } = readRegistry(root)
    expect(errors).toEqual([])
    const page = registry.byId.get('conditions/made-up')!
    return redFlagProblems(page.data.en!, page.body.en!, 'en')
  }

  it('fails when it answers a curtain with "call us the same day"', () => {
    expect(write('Call us the same day if you see a curtain or shadow over your vision.')).toEqual([
      expect.stringContaining('curtain or shadow over the vision gets weaker advice'),
    ])
  })

  it('passes when it gives the emergency page’s answer', () => {
    expect(write('If you see a curtain or shadow over your vision, go to the emergency room now.')).toEqual(
      [],
    )
  })
})

describe('the site', () => {
  const registry = getRegistry()
  const pages = registry.pages.flatMap((page) =>
    languages.flatMap((language) => {
      const front = page.data[language]
      return front ? [{ page, language, front, body: page.body[language] ?? '' }] : []
    }),
  )
  const units = pages.map((entry) => ({ ...entry, units: adviceUnits(entry.front, entry.body) }))

  it('gives every red-flag symptom the emergency page’s urgency, on every page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(400)
    const problems = pages.flatMap(({ page, language, front, body }) =>
      redFlagProblems(front, body, language).map((problem) => `${language}/${page.id}: ${problem}`),
    )
    expect(problems).toEqual([])
  }, 60_000)

  it('names each red flag on many pages in both languages, so the check reads real text', () => {
    for (const redFlag of redFlags) {
      for (const language of languages) {
        const naming = units.filter(
          (entry) =>
            entry.language === language &&
            entry.units.some((unit) => mentions(redFlag, readUnit(unit), language)),
        )
        expect(naming.length, `${redFlag.id} (${language})`).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('says on every laser and surgery page when to go to the emergency room, and links what to do', () => {
    const surgical = [
      ...pagesOf('laser', 'en'),
      ...['corneal-cross-linking', 'intacs-corneal-inserts', 'surgical-planning'].map((name) =>
        registry.byId.get(`keratoconus/${name}`)!,
      ),
    ]
    expect(surgical.length).toBeGreaterThanOrEqual(43)
    const emergencySigns = [flag('curtain or shadow over the vision'), flag('sudden vision loss')]
    const missing = units
      .filter((entry) => surgical.includes(entry.page))
      .flatMap(({ page, language, body, units: pageUnits }) => {
        const links = /\(page:emergency\/(?:post-surgery|problems-after-eye-injection)\)/.test(body)
        const tellsWhenToGo = pageUnits.some(
          (unit) =>
            emergencyAdvice[language].test(readUnit(unit)) &&
            emergencySigns.some((sign) => mentions(sign, readUnit(unit), language)),
        )
        return links && tellsWhenToGo ? [] : [`${language}/${page.id}`]
      })
    expect(missing).toEqual([])
  })
})
