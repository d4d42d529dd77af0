import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { layoutOf } from '#app/view/page-data.server'
import { builtHtml, clientDir } from '../e2e/built-page'
import { sitePages } from '../e2e/site'

/**
 * The JavaScript a page fetches when nobody touches it (issue 30's budget), worked out from the
 * build: the module the page's HTML names and every module it imports, then each island of the
 * page that starts on its own (`idle`, `visible`: app/features/islands/attributes.ts) with its
 * imports, and whatever the loader or those islands import later on their own (the visitor
 * statistics). Islands that wait for a person (`interaction`, `query`, `manual`) are not counted:
 * that is where React is. Sizes are brotli's, as the server sends them.
 */

const BUDGET = 30 * 1024
const INLINE_BUDGET = 8 * 1024
/** The contact page's forms may load when they come near (issue 30): the one `visible` exception. */
const FORMS_NEAR = new Set(['appointment-form', 'contact-form'])
const CONTACT_LAYOUT = 'contact'

interface Chunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, Chunk>

const manifest = JSON.parse(
  fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest

/** Each island's module as the loader's registry names it (app/islands.ts): island name → source path. */
function islandSources(): Map<string, string> {
  const registry = fs.readFileSync(path.resolve('app/islands.ts'), 'utf8')
  const sources = new Map<string, string>()
  for (const [, name, source] of registry.matchAll(/'?([\w-]+)'?: \(\) => import\('#app\/([^']+)'\)/g)) {
    const file = ['.ts', '.tsx']
      .map((ext) => `app/${source}${ext}`)
      .find((candidate) => fs.existsSync(candidate))
    if (file) sources.set(name!, file)
  }
  return sources
}

const sources = islandSources()

/** The manifest key of an island's module: its source path, or the chunk of that name the loader imports. */
function islandChunk(name: string, loader: string, chunks: Manifest): string | null {
  const source = sources.get(name)
  if (!source) throw new Error(`No module for the island "${name}" in app/islands.ts`)
  if (chunks[source]) return source
  const base = path.basename(source).replace(/\.tsx?$/, '')
  // Bundled into the loader itself (an island the loader also imports statically): counted with it.
  return chunks[loader]?.dynamicImports?.find((key) => chunks[key]?.name === base) ?? null
}

const islandKeys = (chunks: Manifest, loader: string) =>
  new Set([...sources.keys()].flatMap((name) => islandChunk(name, loader, chunks) ?? []))

/** Every chunk `start` brings: its imports, and the later imports that are not islands waiting for a person. */
function closure(start: string[], chunks: Manifest, islands: Set<string>): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = chunks[key]
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`)
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
    for (const next of chunk.dynamicImports ?? []) if (!islands.has(next)) visit(next)
  }
  for (const key of start) visit(key)
  return seen
}

const brotliSizes = new Map<string, number>()
function brotliSize(file: string): number {
  let size = brotliSizes.get(file)
  if (size === undefined) {
    const compressed = path.join(clientDir, `${file}.br`)
    size = fs.existsSync(compressed)
      ? fs.statSync(compressed).size
      : zlib.brotliCompressSync(fs.readFileSync(path.join(clientDir, file))).length
    brotliSizes.set(file, size)
  }
  return size
}

/** What a page's HTML makes the browser fetch before anyone acts: module files, and their brotli bytes. */
export function firstLoad(html: string, layout: string, chunks: Manifest = manifest) {
  const byFile = new Map(Object.values(chunks).map((chunk) => [`/${chunk.file}`, chunk]))
  const keyOf = new Map(Object.entries(chunks).map(([key, chunk]) => [chunk, key]))
  // The loader the page starts once painted (islandStartScript), named on <html>.
  const scripts = [...html.matchAll(/<html[^>]*\sdata-islands="([^"]+)"/g)].map(([, src]) => src!)
  const loaders = scripts.map((src) => {
    const chunk = byFile.get(src)
    if (!chunk) throw new Error(`The page names a module the build did not list: ${src}`)
    return keyOf.get(chunk)!
  })
  const loader = loaders[0] ?? ''
  const islands = islandKeys(chunks, loader)
  const started = [...html.matchAll(/data-island="([\w-]+)" data-when="([^"]+)"/g)].flatMap(
    ([, name, when]) => {
      const on = when!.split(' ')
      const near = on.includes('visible') && !(layout === CONTACT_LAYOUT && FORMS_NEAR.has(name!))
      if (!on.includes('idle') && !near) return []
      return islandChunk(name!, loader, chunks) ?? []
    },
  )
  const fetched = closure([...loaders, ...started], chunks, islands)
  const files = [...fetched].map((key) => chunks[key]!.file)
  return { files, bytes: files.reduce((sum, file) => sum + brotliSize(file), 0) }
}

/** The bytes of a page's inline scripts, JSON-LD (data for search engines) aside. */
export function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
    .reduce((sum, [, , text]) => sum + Buffer.byteLength(text!), 0)
}

/** Every prerendered page and the not-found pages, by template. */
function pagesByTemplate(): Map<string, string[]> {
  const templates = new Map<string, string[]>()
  for (const { path: pagePath, page, language } of sitePages()) {
    const layout = layoutOf(page, language)
    templates.set(layout, [...(templates.get(layout) ?? []), pagePath])
  }
  templates.set('not-found', ['/404', '/es/404'])
  return templates
}

const templates = pagesByTemplate()
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('JavaScript a page fetches without interaction', () => {
  it('covers every template and page', () => {
    expect(templates.size).toBeGreaterThanOrEqual(15)
    expect([...templates.values()].flat().length).toBeGreaterThanOrEqual(400)
  })

  for (const [layout, paths] of templates) {
    it(`${layout}: at most ${kb(BUDGET)} brotli of modules, ${kb(INLINE_BUDGET)} of inline script besides JSON-LD`, () => {
      const over: string[] = []
      for (const pagePath of paths) {
        const html = builtHtml(pagePath)
        const { files, bytes } = firstLoad(html, layout)
        expect(files.length, `${pagePath} loads its island loader`).toBeGreaterThan(0)
        if (bytes > BUDGET) over.push(`${pagePath}: ${kb(bytes)} (${files.join(', ')})`)
        const inline = inlineScriptBytes(html)
        if (inline > INLINE_BUDGET) over.push(`${pagePath}: ${kb(inline)} of inline script`)
      }
      expect(over).toEqual([])
    })
  }

  it('would fail if every page imported React (or any island waiting for a person) at once', () => {
    const home = builtHtml('/')
    const loader = Object.keys(manifest).find(
      (key) => manifest[key]!.isEntry && key.includes('entry.client'),
    )!
    const react = Object.keys(manifest).find((key) => manifest[key]!.name === 'react')
    expect(react, 'the build has a React chunk').toBeTruthy()
    const menu = islandChunk('mobile-menu', loader, manifest)!
    const before = firstLoad(home, 'home')
    expect(before.files).not.toContain(manifest[react!]!.file)
    for (const eager of [react!, menu]) {
      const imports = [...(manifest[loader]!.imports ?? []), eager]
      const after = firstLoad(home, 'home', { ...manifest, [loader]: { ...manifest[loader]!, imports } })
      expect(after.bytes, eager).toBeGreaterThan(BUDGET)
    }
  })

  it('counts an island that starts on its own, and leaves out one that waits for a person', () => {
    const html = builtHtml('/')
    const waiting = html.replace(
      'data-island="mobile-menu" data-when="interaction"',
      'data-island="mobile-menu" data-when="idle"',
    )
    expect(waiting).not.toBe(html)
    expect(firstLoad(waiting, 'home').bytes).toBeGreaterThan(BUDGET)
    expect(inlineScriptBytes(`<script type="application/ld+json">${'x'.repeat(9000)}</script>`)).toBe(0)
    expect(inlineScriptBytes(`<script>${'x'.repeat(9000)}</script><script src="/a.js"></script>`)).toBe(9000)
  })
})
