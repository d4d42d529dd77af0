import { languages, type Language } from '#shared/languages'
import { searchBundlePath } from '#shared/search-bundle'
import type { Urgency } from '#shared/content/vocabulary'
import { namesTerm, redFlagPages } from './danger'
import { sentenceExcerpt } from './excerpt'
import { compareCandidates, MIN_COVERAGE, type Candidate } from './order'
import { parseQuery, queryLanguage, sameWord, sameWords, type Evidence } from './query'
import type { SearchAnswer, SearchHit } from './pagefind'

/**
 * Site search in the browser, loaded when a visitor first searches (pagefind.ts). Both
 * languages' Pagefind bundles are searched, each with its own stemmer, and merged:
 *
 * 1. The query's words (query.ts): small words set aside; nothing left, no results.
 * 2. Each word is looked up alone in each language, as it is (quoted), then with its longer
 *    forms. Pagefind answers a word it does not know with pages for the longest word it knows
 *    that the query begins with ("x" for "xqzv"): such a word matched nothing, and is left out
 *    of that language's search (sameWord).
 * 3. The language the results lead with: the query's, told by the words only one language's
 *    pages contain ("cortina"), else the page's.
 * 4. Pages in that language, then the other language's pages that are not the same topic. A
 *    page that matches fewer than half the words is no answer; a page whose search terms are
 *    the query word for word comes first of those matching as many. When the results lead with
 *    another language than the page's, a topic's version in the page's language follows it.
 * 5. Danger first (danger.ts): the emergency pages the query names go on top.
 */

interface PagefindData {
  url: string
  content: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
  weighted_locations: { location: number; balanced_score: number }[]
}
interface PagefindResult {
  id: string
  score: number
  /** Where the query's words are in the page's text, counted in words. */
  words: number[]
  /** The metadata fields the query matched ("title", "terms"). */
  matchedMetaFields?: string[]
  data(): Promise<PagefindData>
}
interface PagefindResponse {
  results: PagefindResult[]
  /** How many results carry each value of each filter: here, the page ids found. */
  filters: Record<string, Record<string, number> | undefined>
}
type Filters = Record<string, unknown>
interface PagefindInstance {
  options(options: object): Promise<void>
  init(): Promise<void>
  filters(): Promise<unknown>
  search(term: string | null, options?: { filters?: Filters }): Promise<PagefindResponse>
  preload(term: string): Promise<void>
}
interface PagefindModule {
  createInstance(options: { basePath: string }): PagefindInstance
}
type Indexes = Record<Language, PagefindInstance>

/**
 * Pagefind's ranking, with the search terms a page's writers chose (its `keywords` meta, see
 * app/seo/search-meta.server.ts) weighed a little above its title, itself 5 times the text.
 */
export const pagefindOptions = { ranking: { metaWeights: { title: 5, terms: 3 } } }

interface Loaded {
  indexes: Indexes
  /**
   * The filter indexes (a few KB), loaded beside the first search's words: with them, an
   * answer counts the page ids it found (`filters.page`), which the merging needs.
   */
  filters: Promise<unknown>
}

let loaded: Promise<Loaded> | undefined

/** Loads both bundles (script, worker, WebAssembly, index metadata); again after a failure. */
export function prepare(): Promise<Loaded> {
  if (loaded) return loaded
  const loading = (async () => {
    const entries = await Promise.all(
      languages.map(async (language) => {
        const basePath = searchBundlePath(language)
        const pagefind = (await import(/* @vite-ignore */ `${basePath}pagefind.js`)) as PagefindModule
        const instance = pagefind.createInstance({ basePath })
        await instance.options(pagefindOptions)
        await instance.init()
        return [language, instance] as const
      }),
    )
    const indexes = Object.fromEntries(entries) as Indexes
    return { indexes, filters: Promise.all(entries.map(([, instance]) => instance.filters())) }
  })()
  loaded = loading
  loading.catch(() => {
    if (loaded === loading) loaded = undefined
  })
  return loading
}

/**
 * Loads the index chunks of a query's words in both languages (Pagefind's `preload`), without
 * searching; nothing before both bundles are ready, so typing never starts loading search itself.
 */
export async function preload(query: string): Promise<void> {
  const { words } = parseQuery(query)
  if (!loaded || words.length === 0) return
  const { indexes } = await loaded
  await Promise.all(languages.map((language) => indexes[language].preload(words.join(' '))))
}

/** Pagefind's URLs end in a slash for directory pages; the site's canonical paths do not. */
export function canonicalPath(url: string): string {
  const path = url.replace(/index\.html$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

const first = (values: string[] | undefined) => values?.[0]
const termsOf = (data: PagefindData) => (data.meta.terms ?? '').split(/,\s*/).filter(Boolean)
const wordsOf = (text: string) => text.split(/[^\S\uFEFF]+/)

const evidence = new Map<string, Promise<Evidence>>()

/** Whether, and where, a word is found in one language's pages (see step 2 above). */
function evidenceOf(indexes: Indexes, language: Language, word: string): Promise<Evidence> {
  const key = `${language}:${word}`
  const known = evidence.get(key)
  if (known) return known
  const looking = (async (): Promise<Evidence> => {
    // Quoted, Pagefind looks the word up as it is, without its fallback: a page found this way
    // matched it, in its text (word positions) or its metadata, and no page text needs loading.
    const exact = (await indexes[language].search(`"${word}"`)).results
    const inMeta = (result: PagefindResult, field: string) =>
      result.matchedMetaFields?.includes(field) ?? false
    if (exact.some((result) => result.words.length > 0 || inMeta(result, 'title'))) return 'text'
    if (exact.some((result) => inMeta(result, 'terms'))) return 'terms'
    // A word being typed, or one Pagefind does not know: what did the search find instead?
    const top = (await indexes[language].search(word)).results[0]
    if (!top) return null
    const data = await top.data()
    const text = wordsOf(data.content)
    // Where Pagefind matched: the text's words at its locations, and the metadata fields it names.
    const found = [
      ...data.weighted_locations.map(({ location }) => text[location] ?? ''),
      ...(inMeta(top, 'title') ? wordsOf(data.meta.title ?? '') : []),
    ]
    if (found.some((candidate) => sameWord(word, candidate))) return 'text'
    const terms = inMeta(top, 'terms') ? termsOf(data).flatMap(wordsOf) : []
    if (terms.some((candidate) => sameWord(word, candidate))) return 'terms'
    return null
  })()
  evidence.set(key, looking)
  looking.catch(() => evidence.delete(key))
  return looking
}

interface Found {
  /**
   * Pagefind's result objects themselves, never copies: Pagefind frees a result's data in its
   * worker once the object is garbage collected, and a copy's `data()` would then fail.
   */
  results: { result: PagefindResult; coverage: number; score: number }[]
  /** Ids of the pages found. */
  pages: string[]
}

/**
 * The pages of one language that match the words: those with all of them, and when they are
 * fewer than `enough`, those with some of them after (a page's share of the words typed, `total`,
 * is its coverage).
 */
async function find(
  index: PagefindInstance,
  words: string[],
  total: number,
  enough: number,
  filters?: Filters,
) {
  const found: Found = { results: [], pages: [] }
  if (words.length === 0) return found
  const pageIds = (response: PagefindResponse) => Object.keys(response.filters.page ?? {})
  const all = await index.search(words.join(' '), { filters })
  found.results = all.results.map((result) => ({
    result,
    coverage: words.length / total,
    score: result.score,
  }))
  if (words.length / total >= MIN_COVERAGE) found.pages = pageIds(all)
  if (all.results.length >= enough || words.length === 1) return found

  const each = await Promise.all(words.map((word) => index.search(word, { filters })))
  const complete = new Set(all.results.map((result) => result.id))
  const partial = new Map<string, { result: PagefindResult; count: number; score: number }>()
  for (const { results } of each)
    for (const result of results) {
      if (complete.has(result.id)) continue
      const seen = partial.get(result.id) ?? { result, count: 0, score: 0 }
      partial.set(result.id, { result, count: seen.count + 1, score: seen.score + result.score })
    }
  for (const { result, count, score } of partial.values())
    found.results.push({ result, coverage: count / total, score })
  // Pages with enough of the words, counted from each word's page ids.
  const counts = new Map<string, number>()
  for (const page of each.flatMap(pageIds)) counts.set(page, (counts.get(page) ?? 0) + 1)
  const enoughOfThem = [...counts].filter(([, count]) => count / total >= MIN_COVERAGE).map(([page]) => page)
  found.pages = [...new Set([...found.pages, ...enoughOfThem])]
  return found
}

interface Pending extends Candidate {
  result: PagefindResult
}

/**
 * The version of a page in a language, found by its id: with the query's words when it has them
 * (so its snippet marks them), else as it is.
 */
async function pageIn(indexes: Indexes, language: Language, page: string, words: string[] = []) {
  const index = indexes[language]
  const matching = words.length > 0 ? await index.search(words.join(' '), { filters: { page } }) : undefined
  return matching?.results[0] ?? (await index.search(null, { filters: { page } })).results[0]
}

/** Emergency pages one of whose search terms the query contains in full, with their urgency. */
async function termDangers(indexes: Indexes, words: string[], real: Record<Language, string[]>) {
  const found = await Promise.all(
    languages.map(async (language) => {
      if (real[language].length === 0) return []
      const { results } = await indexes[language].search(real[language].join(' '), {
        filters: { family: 'emergency' },
      })
      // Only pages whose terms matched some of the words can have a term the query contains.
      const matched = results.filter((result) => result.matchedMetaFields?.includes('terms')).slice(0, 3)
      return (await Promise.all(matched.map((result) => result.data())))
        .filter((data) => namesTerm(words, termsOf(data)))
        .flatMap((data) => first(data.filters.page) ?? [])
    }),
  )
  return found.flat()
}

function hitOf(data: PagefindData, language: Language): SearchHit {
  const title = data.meta.title ?? canonicalPath(data.url)
  const level = first(data.filters.urgency) as Urgency | undefined
  const label = first(data.filters.badge)
  return {
    url: canonicalPath(data.url),
    title,
    language,
    excerpt: sentenceExcerpt(
      data.content,
      data.weighted_locations.map(({ location, balanced_score }) => ({ location, score: balanced_score })),
      { title },
    ),
    section: first(data.filters.section),
    ...(level && label && { urgency: { level, label } }),
  }
}

/**
 * Marks the other language's pages whose search terms are the query word for word (among the
 * best few matched through their terms): they join the leading language's results, at the top.
 */
async function markNamed(candidates: Pending[], words: string[]) {
  const matched = candidates
    .filter((candidate) => !candidate.preferred && candidate.result.matchedMetaFields?.includes('terms'))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
  await Promise.all(
    matched.map(async (candidate) => {
      const terms = termsOf(await candidate.result.data())
      candidate.named = terms.some((term) => sameWords(words, parseQuery(term).words))
    }),
  )
}

/** The emergency pages the query names, each in the leading language and then in the page's. */
async function dangersOf(
  pages: string[],
  indexes: Indexes,
  languagesShown: Language[],
  real: Record<Language, string[]>,
) {
  const found = await Promise.all(
    pages.flatMap((page) =>
      languagesShown.map(async (language): Promise<Pending | null> => {
        const result = await pageIn(indexes, language, page, real[language])
        const urgency = result && (first((await result.data()).filters.urgency) as Urgency | undefined)
        if (!result || !urgency) return null
        return {
          result,
          language,
          coverage: 1,
          preferred: language === languagesShown[0],
          score: 0,
          danger: urgency,
        }
      }),
    ),
  )
  return found.filter((danger) => danger !== null)
}

/**
 * The first `limit` results, loading each page's data in batches, skipping a page already shown
 * in the same language, and following a page in another language than the reader's with its
 * version in theirs when that matched too (`companions`).
 */
async function collectHits(
  ordered: Pending[],
  limit: number,
  indexes: Indexes,
  pageLanguage: Language,
  companions: Set<string>,
  progress: { signal?: AbortSignal; onFirst?: (hits: SearchHit[]) => void },
) {
  const hits: SearchHit[] = []
  const shown = new Set<string>()
  const fresh = (data: PagefindData, language: Language) => {
    const key = `${language}:${first(data.filters.page) ?? data.url}`
    if (shown.has(key)) return false
    shown.add(key)
    return true
  }
  const companionOf = async (data: PagefindData, language: Language) => {
    const page = first(data.filters.page)
    if (language === pageLanguage || !page || !companions.has(page)) return undefined
    const companion = await pageIn(indexes, pageLanguage, page)
    return companion && { data: await companion.data(), language: pageLanguage }
  }
  for (let next = 0; hits.length < limit && next < ordered.length;) {
    progress.signal?.throwIfAborted()
    // A first few, shown at once, then the rest.
    const batch = ordered.slice(next, next + Math.min(limit - hits.length, next === 0 ? FIRST : limit))
    next += batch.length
    const loaded = await Promise.all(
      batch.map(async ({ result, language }) => {
        const data = await result.data()
        return [{ data, language }, await companionOf(data, language)]
      }),
    )
    for (const found of loaded.flat())
      if (found && hits.length < limit && fresh(found.data, found.language))
        hits.push(hitOf(found.data, found.language))
    if (next === batch.length && hits.length < limit && next < ordered.length) progress.onFirst?.([...hits])
  }
  return hits
}

/** How many results are loaded and shown first, before the rest of the page. */
const FIRST = 5

/**
 * The answer to a query on a page in `pageLanguage`: its first `limit` results and their total.
 * `signal` stops the work of a query the visitor has typed past (each stage checks it), so a
 * stale query does not hold the network the current one needs.
 */
export async function search(
  query: string,
  pageLanguage: Language,
  limit: number,
  signal?: AbortSignal,
  onFirst?: (answer: SearchAnswer) => void,
): Promise<SearchAnswer> {
  const { words, hints } = parseQuery(query)
  if (words.length === 0) return { hits: [], total: 0 }
  const { indexes: all, filters } = await prepare()
  signal?.throwIfAborted()

  const [found] = await Promise.all([
    Promise.all(
      words.map(async (word) => {
        const [en = null, es = null] = await Promise.all(
          languages.map((language) => evidenceOf(all, language, word)),
        )
        return { en, es }
      }),
    ),
    filters,
  ])
  signal?.throwIfAborted()
  const real = Object.fromEntries(
    languages.map((language) => [language, words.filter((_, index) => found[index]?.[language] !== null)]),
  ) as Record<Language, string[]>
  const lead = queryLanguage(found, hints, pageLanguage)
  const other: Language = lead === 'en' ? 'es' : 'en'

  // The emergency pages the query names, by a red-flag symptom or by their search terms, load
  // beside the results below.
  const shownIn = [...new Set([lead, pageLanguage])]
  const flagged = redFlagPages(query)
  const named = termDangers(all, words, real).then(async (pages) => {
    const more = pages.filter((page) => !flagged.includes(page))
    return { pages: [...flagged, ...more], more: await dangersOf(more, all, shownIn, real) }
  })
  const flaggedDangers = dangersOf(flagged, all, shownIn, real)
  for (const loading of [named, flaggedDangers]) loading.catch(() => undefined)
  const [primary, otherAll] = await Promise.all([
    find(all[lead], real[lead], words.length, limit),
    find(all[other], real[other], words.length, limit),
  ])
  // The other language's pages that are not a topic already found in the leading language.
  const secondary =
    primary.pages.length === 0
      ? otherAll
      : await find(all[other], real[other], words.length, limit, { page: { none: primary.pages } })
  // Where results lead with another language than the page's, a topic's page-language version follows it.
  const companions = lead !== pageLanguage ? new Set(otherAll.pages) : new Set<string>()

  const candidates: Pending[] = [
    ...primary.results.map((match) => ({ ...match, language: lead, preferred: true })),
    ...secondary.results.map((match) => ({ ...match, language: other, preferred: false })),
  ].filter((candidate) => candidate.coverage >= MIN_COVERAGE)

  signal?.throwIfAborted()
  // The first results as they stand now start loading while the order is settled below: most
  // stay first, and Pagefind keeps what it loaded.
  for (const { result } of [...candidates].sort(compareCandidates).slice(0, FIRST))
    result.data().catch(() => undefined)
  const [{ pages: dangerPages, more }, firstDangers] = await Promise.all([
    named,
    flaggedDangers,
    markNamed(candidates, words),
  ])
  const dangers = [...firstDangers, ...more]

  const foundPages = new Set([...primary.pages, ...secondary.pages])
  const extraDangers = dangerPages.filter((page) => !foundPages.has(page)).length
  const companionCount = primary.pages.filter((page) => companions.has(page)).length
  const total = candidates.length + extraDangers + companionCount

  const ordered = [...dangers.sort(compareCandidates), ...candidates.sort(compareCandidates)]
  const hits = await collectHits(ordered, limit, all, pageLanguage, companions, {
    signal,
    onFirst: onFirst && ((first) => onFirst({ hits: first, total: Math.max(first.length, total) })),
  })
  return { hits, total: Math.max(hits.length, total) }
}
