/**
 * Checks content files while they are being written: schema, required sections, page links,
 * word counts and English left in Spanish text.
 * Usage: npx tsx scripts/check-content.ts app/content/en/conditions/stye.md ...
 * Links may point to pages listed in PLANNED_IDS (a file, one id per line) that do not exist yet.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { Marked } from 'marked'
import { FrontmatterSchema, requiredSections } from '../app/content/schema'
import { countWords, englishSentences, minimumWords, readability, textOfHtml } from '../app/content/quality'
import { tokens } from '../app/content/render.server'

const planned = new Set(
  process.env.PLANNED_IDS
    ? fs
        .readFileSync(process.env.PLANNED_IDS, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : [],
)
const root = path.resolve('app/content')
for (const lang of ['en', 'es']) {
  for (const f of fs.readdirSync(path.join(root, lang), { recursive: true, encoding: 'utf8' })) {
    if (f.endsWith('.md')) planned.add(f.replace(/\.md$/, '').split(path.sep).join('/'))
  }
}

let failures = 0
for (const file of process.argv.slice(2)) {
  const problems: string[] = []
  const language = file.includes('/es/') ? 'es' : 'en'
  const { data, content } = matter(fs.readFileSync(file, 'utf8'))
  const parsed = FrontmatterSchema.safeParse(data)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`)
  }
  const links = [...fs.readFileSync(file, 'utf8').matchAll(/page:([a-z0-9/-]+)/g)].map((m) => m[1]!)
  const ids = [...links, ...((data.related as string[]) ?? []), ...(data.emergency ? [data.emergency] : [])]
  for (const id of ids) if (!planned.has(id)) problems.push(`unknown page id: ${id}`)
  for (const m of content.matchAll(/\{\{\s*(\w+)\s*\}\}/g))
    if (!tokens[m[1]!]) problems.push(`unknown token ${m[0]}`)
  if (/\(\d{3}\)\s?\d{3}-\d{4}|\d{3}-\d{3}-\d{4}/.test(content))
    problems.push('hard-coded phone number: use {{phone}}')
  const sections = [...content.matchAll(/^##\s+.*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1])
  const type = data.type as keyof typeof requiredSections
  for (const id of requiredSections[type] ?? [])
    if (!sections.includes(id)) problems.push(`missing section {#${id}}`)
  const html = new Marked().parse(content.replace(/\{\{\s*\w+\s*\}\}/g, 'x'), { async: false })
  const faqText = ((data.faq as { q: string; a: string }[]) ?? []).map((f) => `${f.q} ${f.a}`).join(' ')
  const text = `${data.summary ?? ''} ${textOfHtml(html)} ${faqText}`
  const words = countWords(text)
  const minimum = minimumWords[type as keyof typeof minimumWords] ?? 0
  if (words < minimum) problems.push(`only ${words} words (minimum ${minimum})`)
  if (language === 'es')
    for (const s of englishSentences(text)) problems.push(`English in Spanish text: "${s.slice(0, 80)}"`)
  const score = readability(textOfHtml(html), language)
  const level = language === 'en' ? `grade ${score.toFixed(1)}` : `ease ${score.toFixed(0)}`
  if (problems.length) {
    failures++
    console.log(`✗ ${file} (${words} words, ${level})\n  - ${problems.join('\n  - ')}`)
  } else {
    console.log(`✓ ${file} (${words} words, ${level})`)
  }
}
process.exit(failures ? 1 : 0)
