import fs from 'node:fs'
import { pagePictures } from '#app/features/pictures.server'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageRoutes } from '#app/routes'
import { scratchContentFolder } from '#shared/test/content-folder'
import { indexablePages, indexablePaths } from '#app/seo/indexable.server'
import { sitemapXml } from '#app/seo/sitemap'
import { structuredData } from '#app/seo/structured-data'
import { testSite } from '#app/seo/test-page'
import { families, familyNames } from '#shared/content/families'
import { loadPageBody } from '#app/view/page-data.server'
import { getRegistry, resetRegistry } from '#shared/content/registry.server'
import { TreatmentSchema } from '#shared/content/schema'

const shippedContentDir = process.env.CONTENT_DIR

/**
 * The README's recipe, followed by a test: a family with an existing layout is one entry in the
 * family table plus its content files. Nothing else is edited, and the family gets its routes,
 * sitemap entries with hreflang, JSON-LD and a place in the search index.
 */
const fixture = {
  folder: 'vision-therapy',
  section: { en: 'vision-therapy', es: 'terapia-visual' },
  label: { en: 'Vision therapy', es: 'Terapia visual' },
  schema: TreatmentSchema,
  sections: ['candidates', 'how-it-works', 'what-to-expect', 'risks', 'alternatives', 'co-management'],
  layout: 'article',
  index: null,
  jsonLd: { page: 'MedicalWebPage', subject: 'MedicalProcedure', audience: 'Patient' },
  quality: null,
  phoneLine: 'main',
} as const

const body = ['candidates', 'how-it-works', 'what-to-expect', 'risks', 'alternatives', 'co-management']
  .map((id) => `## Section ${id} {#${id}}\n\nText of the section.\n`)
  .join('\n')

const page = (language: 'en' | 'es') => `---
type: treatment
title: "${language === 'en' ? 'Vision therapy for convergence insufficiency' : 'Terapia visual para la insuficiencia de convergencia'}"
description: "${language === 'en' ? 'Eye exercises for eyes that drift apart up close, and what the visits are like' : 'Ejercicios para los ojos que se desvían de cerca, y cómo son las visitas'}."
heading: ${language === 'en' ? 'Convergence insufficiency' : 'Insuficiencia de convergencia'}
summary: "${language === 'en' ? 'A page of a family that exists only in this test, to show the recipe works.' : 'Una página de una familia que solo existe en esta prueba, para mostrar que la receta funciona.'}"
${language === 'es' ? 'slug: insuficiencia-de-convergencia\n' : ''}updated: 2026-11-20
related: []
faq:
${[1, 2, 3].map((n) => `  - q: Question number ${n}?\n    a: "The answer to question number ${n}, long enough."`).join('\n')}
---

${body}`

let root = ''

beforeAll(() => {
  root = scratchContentFolder('content', { all: true })
  fs.cpSync(path.resolve('app/content/en'), path.join(root, 'en'), { recursive: true })
  fs.cpSync(path.resolve('app/content/es'), path.join(root, 'es'), { recursive: true })
  for (const language of ['en', 'es'] as const) {
    fs.mkdirSync(path.join(root, language, fixture.folder))
    fs.writeFileSync(
      path.join(root, language, fixture.folder, 'convergence-insufficiency.md'),
      page(language),
    )
  }
  Object.assign(families, { visionTherapy: fixture })
  process.env.CONTENT_DIR = root
  resetRegistry()
})

afterAll(() => {
  delete (families as Record<string, unknown>).visionTherapy
  process.env.CONTENT_DIR = shippedContentDir
  resetRegistry()
  fs.rmSync(root, { recursive: true, force: true })
})

const en = '/vision-therapy/convergence-insufficiency'
const es = '/es/terapia-visual/insuficiencia-de-convergencia'

describe('a family added through the family table', () => {
  it('is read from its folder, in both languages', () => {
    expect(familyNames()).toContain('visionTherapy')
    const entry = getRegistry().byId.get('vision-therapy/convergence-insufficiency')
    expect(entry?.family).toBe('visionTherapy')
    expect(entry?.paths).toEqual({ en, es })
  })

  it('gets one route per language at its section path, rendered by its layout', () => {
    const routes = (pageRoutes() as RouteConfigEntry[]).map(({ path, file }) => ({ path, file }))
    expect(routes).toContainEqual({ path: 'vision-therapy/:slug', file: 'routes/pages/article.tsx' })
    expect(routes).toContainEqual({ path: 'es/terapia-visual/:slug', file: 'routes/pages/article.tsx' })
  })

  it('is in the sitemap with its hreflang alternates, and in the search index', () => {
    const xml = sitemapXml(indexablePages(), testSite.origin)
    expect(xml).toContain(`<loc>${testSite.origin}${en}</loc>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${testSite.origin}${es}"/>`)
    expect(indexablePaths()).toEqual(
      expect.arrayContaining([
        { path: en, language: 'en' },
        { path: es, language: 'es' },
      ]),
    )
  })

  it('describes itself in JSON-LD as its table entry says', () => {
    const graph = structuredData(loadPageBody(es, 'article', pagePictures), testSite)?.['@graph'] as {
      '@type': string
    }[]
    expect(graph.map((node) => node['@type'])).toEqual(
      expect.arrayContaining(['MedicalWebPage', 'MedicalProcedure']),
    )
  })
})
