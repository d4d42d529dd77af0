/**
 * Checks content files while they are being written, with the same rules as the build and the
 * content test: the whole folder is read (so links and language pairs are checked), then the
 * pages of the files named are rendered and measured. The practice, closures, announcements and
 * team files can be named too.
 * Usage: npm run content:check -- app/content/en/conditions/stye.md app/content/es/conditions/stye.md
 */
import path from 'node:path'
import { checkPage } from '#shared/content/page-checks.server'
import { SHIPPED_CONTENT } from '#shared/content/folder'
import { readRegistry } from '#shared/content/registry.server'
import { isLanguage } from '../shared/languages'

// The content being written is the shipped content (app/content), unless CONTENT_DIR names another folder.
const { registry, errors } = readRegistry(process.env.CONTENT_DIR ? undefined : path.resolve(SHIPPED_CONTENT))
const files = process.argv.slice(2).map((file) => path.resolve(file))
let failures = 0

for (const error of errors) {
  if (files.length === 0 || files.includes(error.file)) {
    failures++
    console.log(`✗ ${error.message}`)
  }
}

/** Content that is not a page: the registry read above has checked it. */
const isDataFile = (file: string) => {
  const relative = path.relative(registry.root, file).split(path.sep).join('/')
  return /^(practice|closures|announcements)\.json$|^team\/[^/]+\.md$/.test(relative)
}

for (const file of files) {
  if (isDataFile(file)) {
    if (!errors.some((error) => error.file === file)) console.log(`✓ ${file}`)
    continue
  }
  const relative = path.relative(registry.root, file).split(path.sep)
  const language = relative[0]
  const page = registry.byId.get(relative.slice(1).join('/').replace(/\.md$/, ''))
  if (!isLanguage(language) || !page?.data[language]) {
    if (!errors.some((error) => error.file === file)) {
      failures++
      console.log(`✗ ${file}: not a page of ${registry.root}`)
    }
    continue
  }
  const report = checkPage(page, language)
  const level =
    language === 'en' ? `grade ${report.readingLevel.toFixed(1)}` : `ease ${report.readingLevel.toFixed(0)}`
  if (report.problems.length > 0) {
    failures++
    console.log(`✗ ${file} (${report.words} words, ${level})\n  - ${report.problems.join('\n  - ')}`)
  } else {
    console.log(`✓ ${file} (${report.words} words, ${level})`)
  }
}
process.exit(failures > 0 ? 1 : 0)
