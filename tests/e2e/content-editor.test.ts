import { execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { choiceWords, fieldWords, languageHalves, lengthWords } from '../../server/admin/content/words'
import { parseFrontmatter, stringifyFrontmatter } from '../../shared/content/frontmatter'
import type { Language } from '../../shared/languages'
import { adminStrings } from '../../shared/locales/admin'
import { ADMIN_TEST_PASSWORD } from '../../playwright.config'
import { clientDir } from './built-page'
import { freshContent, ownServer } from './own-server'
import { installStandIn } from './publish-stand-in.mjs'

/**
 * The content editor against the production server, on a scratch copy of the content folder
 * (a Git repository, so saves are commits) with its own database and release folder: an editor
 * changes a page in Decap's interface and the hours through its API, publishes, and the new
 * release is served once built, while the old site answered during the build. The server runs
 * its real publish commands in a folder where they reach a stand-in (publish-stand-in.mjs), which
 * answers in a moment and lets the test hold the build, fail it, or stop the server during it;
 * the real build is `npm test`'s own build step.
 *
 * The office's chores are done through the editor's own interface, as a person does them, once in
 * Spanish and once in English, each test publishing once: closures and special hours, a team photo
 * uploaded and chosen, a news post by a team member, each with a field broken on purpose and the
 * message beside it read; then revisions restored. The steps are written once (addClosure,
 * addPhoto, givePhoto, writeNews, restoreRevision...) and take the words of the person's language
 * from the tables the editor takes them from (`wordsIn`).
 */

test.describe.configure({ mode: 'serial' })

const scratch = path.resolve('test-results/content-editor')
const contentDir = path.join(scratch, 'content')
const releasesDir = path.join(scratch, 'releases')
/** The stand-in build's control folder (publish-stand-in.mjs). */
const control = path.join(scratch, 'build-control')
const controlFile = (name: string) => path.join(control, name)
const STYE_ES = 'es/conditions/stye.md'
const OLD_SUMMARY = 'Casi siempre sana en una o dos semanas con compresas tibias.'
const NEW_SUMMARY = 'Casi siempre se cura en una o dos semanas si pone compresas tibias.'
const EDITOR = { username: 'marta-editor', password: 'marta edits the pages' }
const MANAGER = { username: 'rosa-manager', password: 'rosa runs the office' }

let server: ChildProcess
let origin = ''

const read = (relative: string) => fs.readFileSync(path.join(contentDir, relative), 'utf8')
/** The Spanish stye page's frontmatter as the build reads it (the editor may fold long lines). */
const styeData = () => parseFrontmatter(read(STYE_ES), STYE_ES).data
const styeSummary = () => String(styeData().summary)
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test.beforeAll(async () => {
  test.setTimeout(60_000)
  freshContent(scratch, contentDir)
  const workDir = path.join(scratch, 'work')
  installStandIn({ workDir, control, clientDir })
  ;({ origin, process: server } = await ownServer(scratch, { contentDir, clientDir, cwd: workDir }))
})

test.afterAll(() => {
  if (server.exitCode === null) server.kill('SIGTERM')
})

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${origin}/admin/login`)
  // The sign-in page speaks the browser's language (a person's account decides once signed in).
  await page.getByLabel(/^(Username|Nombre de usuario)$/).fill(username)
  await page.getByLabel(/^(Password|Contraseña)$/).fill(password)
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(Sign in|Iniciar sesión)$/)
}

/** The owner invites a person; they choose their password from the link. */
async function invite(browser: Browser, person: typeof EDITOR, role: RegExp) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, 'owner', ADMIN_TEST_PASSWORD)
  await page.goto(`${origin}/admin/users`)
  await page.getByLabel('Name', { exact: true }).fill(person.username)
  await page.getByLabel('Username').fill(person.username)
  await page.getByRole('radio', { name: role }).check()
  await page.getByRole('button', { name: 'Invite' }).click()
  const link = await page.getByTestId('account-link').inputValue()
  await page.goto(`${origin}${new URL(link).pathname}`)
  await page.getByLabel('New password').fill(person.password)
  await page.getByLabel('Type it again').fill(person.password)
  await page.getByRole('button', { name: 'Save my password' }).click()
  await context.close()
}

/** The version of a content file the editor's page sends with a save (the `id` it read). */
const versionOf = (relative: string) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(contentDir, relative)))
    .digest('hex')

/**
 * The editor's API, as the editor page calls it: the session's cookie and its CSRF token, and
 * with a save the version of each file as it is now (the page sends the version it read).
 */
async function editorApi(page: Page) {
  await page.goto(`${origin}/admin/content/history`)
  const token = await page.locator('input[name="_csrf"]').first().inputValue()
  const request: APIRequestContext = page.request
  const onDisk: Record<string, string> = {
    'conditions/es/stye.md': STYE_ES,
    'practice.json': 'practice.json',
  }
  return (action: string, params: Record<string, unknown>) => {
    if (action === 'persistEntry')
      params = {
        ...params,
        dataFiles: (params.dataFiles as { path: string }[]).map((file) => ({
          ...file,
          version: versionOf(onDisk[file.path] ?? file.path),
        })),
      }
    return request.post(`${origin}/api/admin/content/v1`, {
      headers: { 'x-csrf-token': token, origin },
      data: { action, params },
    })
  }
}

/** The publish status, as the history page's script and the tests read it. */
async function publishStatus(page: Page) {
  return (await (await page.request.get(`${origin}/api/admin/content/publish`)).json()) as {
    state: string
    queued: boolean
    finished: number
    release: string | null
  }
}

/**
 * Opens the editor at one of its own addresses (after `#`) as a new page load, as a person who
 * starts there: Decap does not follow a change of the `#` part alone.
 */
async function openEditor(page: Page, route: string) {
  await page.goto('about:blank')
  await page.goto(`${origin}/admin/content#${route}`)
}

/** A day `offset` days after today in the practice's time zone, YYYY-MM-DD. */
function practiceDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: (JSON.parse(read('practice.json')) as { timeZone: string }).timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const day = new Date(`${today}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/**
 * The first day from `offset` days ahead on which no closure of the content folder is at
 * `office`, within the 30 days the pages list closures for.
 */
function freeDay(office: string, offset: number, taken: string[] = []): string {
  const { closures } = JSON.parse(read('closures.json')) as {
    closures: { offices: string | string[]; from: string; to?: string }[]
  }
  for (let ahead = offset; ahead < 30; ahead++) {
    const day = practiceDay(ahead)
    const busy = closures.some(
      (closure) =>
        (closure.offices === 'all' || closure.offices.includes(office)) &&
        closure.from <= day &&
        day <= (closure.to ?? closure.from),
    )
    if (!busy && !taken.includes(day)) return day
  }
  throw new Error(`no day without a closure at ${office} in the next 30 days`)
}

/**
 * Publishes from the revisions page (its button named in the person's language) and waits for
 * the build, in which the stand-in also writes the pages and feeds of stand-in-pages.ts.
 */
async function publish(page: Page, words: Words) {
  fs.writeFileSync(controlFile('pages'), '')
  fs.writeFileSync(controlFile('open'), '')
  try {
    const { finished } = await publishStatus(page)
    await page.goto(`${origin}/admin/content/history`)
    await page.getByRole('button', { name: words.say['content.publish.button'], exact: true }).click()
    await expect
      .poll(async () => (await publishStatus(page)).finished, { timeout: 60_000 })
      .toBe(finished + 1)
    expect((await publishStatus(page)).state).toBe('done')
  } finally {
    fs.rmSync(controlFile('pages'), { force: true })
  }
}

/**
 * Decap's own words that the editor keeps as Decap ships them (its media library's button): the
 * only words of these tests not taken from the editor's tables.
 */
const DECAP_OWN: Record<Language, { chooseSelected: string }> = {
  en: { chooseSelected: 'Choose selected' },
  es: { chooseSelected: 'Confirmar selección' },
}

/**
 * What the editor says in a staff language, from the tables it takes its words from: the admin
 * locale files (buttons, revisions, Decap's phrases) and the editor's field words (labels, list
 * items, choices, lengths). A step written once with these runs in either language.
 */
function wordsIn(language: Language) {
  const say = adminStrings[language]
  const fields = fieldWords[language]
  /** Decap's phrases name their blanks `%{name}`. */
  const decap = (phrase: string, blanks: Record<string, string>) =>
    phrase.replace(/%\{(\w+)\}/g, (_, blank: string) => blanks[blank] ?? '')
  const languageNames = new Intl.DisplayNames([language], { type: 'language' })
  const label = (field: string) => fields[field]!.label
  return {
    language,
    say,
    label,
    choice: (field: string, value: string) => choiceWords[language][field]![value]!,
    /** The label of one language's half of a text in both languages ("In Spanish"). */
    half: (half: Language) => languageHalves[language][half],
    writingIn: (half: Language) =>
      decap(say['decap.editor.editorControlPane.i18n.writingInLocale'], { locale: languageNames.of(half)! }),
    add: (list: string) =>
      decap(say['decap.editor.editorWidgets.list.add'], { item: fields[list]!.singular! }),
    /** What Decap says beside a required field left empty. */
    required: (field: string) =>
      decap(say['decap.editor.editorControlPane.widget.required'], { fieldLabel: label(field) }),
    /** What Decap says beside a text shorter or longer than its field allows. */
    length: (fieldLabel: string, min: number, max: number) =>
      decap(say['decap.editor.editorControlPane.widget.regexPattern'], {
        fieldLabel,
        pattern: `${lengthWords[language].between(min, max)}.`,
      }),
    chooseSelected: DECAP_OWN[language].chooseSelected,
  }
}
type Words = ReturnType<typeof wordsIn>
const ENGLISH = wordsIn('en')
const SPANISH = wordsIn('es')

/** Saves the entry open in the editor, as a person does: its Save button, then "Save now". */
async function save(page: Page, words: Words) {
  await page
    .getByRole('button', { name: words.say['decap.editor.editorToolbar.publish'], exact: true })
    .click()
  await page.getByText(words.say['decap.editor.editorToolbar.publishNow']).click()
}

/**
 * Replaces a text field's text, as a person clicks into it, selects it and types: focused first,
 * since a Decap text field, when it takes the focus, puts the caret back where the last typing left
 * it and so undoes a selection made with the focus (a fill alone would add to the text).
 */
async function retype(control: Locator, text: string) {
  await control.click()
  await control.fill(text)
}

/**
 * What the form says beside a field it refuses, read out with the field: the messages beside the
 * field's label that its control is described by, whether Decap refused the field before sending
 * anything (its list under the label) or the server did.
 */
async function saidBeside(page: Page, control: Locator) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const label = `label[for="${await control.getAttribute('id')}"]`
  const described = (await control.getAttribute('aria-describedby'))?.split(' ') ?? []
  return page.locator(described.map((id) => `${label} ~ #${id}`).join(', ') || 'no-message')
}

/** A closed day (no hours) or special hours, as the office manager fills in the list's item. */
interface Closure {
  office: string
  from: string
  to?: string
  hours?: { opens: string; closes: string }
  reason: Record<Language, string>
}

/**
 * Adds a closed day or special hours to the open closures list: the office by name, the days
 * typed into the date fields, the times chosen from their lists.
 */
async function addClosure(page: Page, words: Words, closure: Closure) {
  await page.getByRole('button', { name: words.add('closures:closures') }).click()
  const field = (name: string) => page.locator(`input[id^="${name}-field"]`).last()
  await field('offices').fill(closure.office)
  await page.keyboard.press('Enter')
  await field('from').fill(closure.from)
  if (closure.to) await field('to').fill(closure.to)
  for (const [name, time] of Object.entries(closure.hours ?? {})) {
    await field(name).fill(time)
    await page.keyboard.press('Enter')
  }
  await field('en').fill(closure.reason.en)
  await field('es').fill(closure.reason.es)
}

const closureFrom = (day: string) => () =>
  (JSON.parse(read('closures.json')) as { closures: { from: string }[] }).closures.find(
    (closure) => closure.from === day,
  )

/** A photo for a team member's card, described in both languages. */
interface NewPhoto {
  id: string
  alt: Record<Language, string>
}

const photoList = () =>
  (JSON.parse(read('photos/photos.json')) as { photos: { id: string; file: string; slot: string }[] }).photos
const shown = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth)

/**
 * Under Photos: a new photo, its picture uploaded from the computer, described in both languages
 * for a square card. Its description in the editor's language is too short at first: Decap says
 * so beside the field and nothing is saved until it is a sentence.
 */
async function addPhoto(page: Page, words: Words, photo: NewPhoto) {
  const picture = path.join(scratch, `${photo.id}.jpg`)
  await sharp({ create: { width: 800, height: 800, channels: 3, background: '#5a7d9a' } })
    .jpeg()
    .toFile(picture)
  await openEditor(page, '/collections/settings/entries/photos')
  await page.getByRole('button', { name: words.add('photos:photos') }).click()
  await page
    .getByRole('button', { name: words.say['decap.editor.editorWidgets.image.choose'] })
    .last()
    .click()
  await page.locator('input[type="file"]').setInputFiles(picture)
  // The picture just uploaded shows among the pictures, before anything is saved or published.
  await expect.poll(() => shown(page.locator('img[src^="blob:"]').first())).toBeGreaterThan(0)
  await page.getByRole('button', { name: words.chooseSelected }).click()
  const description = (half: Language) => page.locator(`textarea[id^="${half}-field"]`).last()
  const own = words.language
  const other = own === 'en' ? 'es' : 'en'
  await description(own).fill(photo.id.split('-')[0]!)
  await description(other).fill(photo.alt[other])
  await page.locator('input[id^="slot-field"]').last().fill(words.choice('photos:photos.slot', 'card'))
  await page.keyboard.press('Enter')
  await save(page, words)
  const beside = await saidBeside(page, description(own))
  await expect(beside).toHaveText(words.length(words.half(own), 10, 180))
  expect(photoList().map(({ id }) => id)).not.toContain(photo.id)
  await description(own).fill(photo.alt[own])
  await save(page, words)
  await expect
    .poll(() => photoList().find(({ id }) => id === photo.id), { timeout: 30_000 })
    .toEqual({ id: photo.id, file: `${photo.id}.jpg`, slot: 'card', alt: photo.alt })
  await expect(beside).toHaveCount(0)
  await expect(description(own)).not.toHaveAttribute('aria-invalid')
}

const teamFile = (member: string) => parseFrontmatter(read(`team/${member}.md`), `team/${member}.md`).data

/** On a team member's card: the photo chosen by what it shows, in the editor's language. */
async function givePhoto(page: Page, words: Words, member: string, name: string, photo: NewPhoto) {
  await openEditor(page, `/collections/team/entries/${member}`)
  await expect(page.locator('input[id^="name-field"]').first()).toHaveValue(name, { timeout: 30_000 })
  const described = photo.alt[words.language]
  await page.locator('input[id^="photo-field"]').fill(described.split(' ').slice(0, 3).join(' '))
  await page.getByText(described, { exact: true }).click()
  await save(page, words)
  await expect.poll(() => teamFile(member).photo, { timeout: 30_000 }).toBe(photo.id)
}

/** After a publish: the person's card shows the photo on both about pages. */
async function seePhotoOnAbout(page: Page, name: string, photo: NewPhoto) {
  for (const pagePath of ['/about', '/es/about']) {
    await page.goto(`${origin}${pagePath}`)
    await expect(page.locator(`li[data-photo="${photo.id}"]`), pagePath).toHaveText(name)
  }
}

/** The photo's upload in the revisions list, by its file name, marked as an upload. */
async function seeUploadListed(page: Page, words: Words, photo: NewPhoto) {
  await page.goto(`${origin}/admin/content/history`)
  const upload = words.say['content.history.photo'].replace('{{name}}', `${photo.id}.jpg`)
  await expect(page.getByRole('row').filter({ hasText: upload })).toContainText(
    words.say['content.history.kind.upload'],
  )
}

/** A news post's text in one language, field by field as the form labels them. */
interface PostText {
  title: string
  description: string
  heading: string
  summary: string
  body: readonly string[]
}

/** A news post as an editor writes it, in both languages: plain sentences, over 200 words each. */
interface Post {
  author: { id: string; name: string }
  /** How the Spanish address made from the Spanish title begins. */
  slug: string
  en: PostText
  es: PostText
}

/**
 * A news post in both languages, its author picked from the team by name. Fields are broken on
 * purpose on the way, and each time the message beside the field says what to change, in the
 * editor's language, and nothing is written: saved with nothing filled in, Decap names each
 * required field of the English pane and the author; with both titles cut too short, it refuses
 * both; with the Spanish summary left empty (Decap does not check an empty field of the Spanish
 * pane), the server refuses it.
 */
async function writeNews(page: Page, words: Words, post: Post) {
  await openEditor(page, '/collections/news/new')
  const both = (field: string) => page.getByLabel(words.label(field), { exact: true })
  await expect(both('title')).toHaveCount(2, { timeout: 30_000 })
  await expect(page.getByText(words.writingIn('en'))).toBeVisible()
  await expect(page.getByText(words.writingIn('es'))).toBeVisible()
  const author = page.locator('input[id^="author-field"]').first()
  const written = () =>
    (['en', 'es'] as const).flatMap((language) =>
      fs.readdirSync(path.join(contentDir, language, 'news')).map((name) => ({
        language,
        data: parseFrontmatter(read(`${language}/news/${name}`), name).data,
      })),
    )
  const before = written().length

  await save(page, words)
  for (const field of ['title', 'description', 'heading', 'summary'])
    await expect(await saidBeside(page, both(field).first())).toHaveText(words.required(field))
  await expect(await saidBeside(page, author)).toHaveText(words.required('author'))
  // For a look, in Spanish.
  if (words.language === 'es')
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await author.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/content-editor/news-refused-es-${width}.png` })
    }

  const today = practiceDay(0)
  const cut = (language: Language) => post[language].title.slice(0, 9)
  for (const [column, language] of (['en', 'es'] as const).entries()) {
    await both('title').nth(column).fill(cut(language))
    for (const field of ['description', 'heading', 'summary'] as const)
      if (language === 'en' || field !== 'summary') await both(field).nth(column).fill(post[language][field])
    await both('updated').nth(column).fill(today)
  }
  await both('date').first().fill(today)
  await author.fill(post.author.name.split(' ')[0]!)
  await page.getByText(post.author.name, { exact: true }).click()
  const texts = page.locator('[data-slate-editor="true"]')
  for (const [column, language] of (['en', 'es'] as const).entries()) {
    await texts.nth(column).click()
    for (const [index, paragraph] of post[language].body.entries()) {
      if (index > 0) await page.keyboard.press('Enter')
      await page.keyboard.insertText(paragraph)
    }
  }
  await save(page, words)
  for (const title of await both('title').all())
    await expect(await saidBeside(page, title)).toHaveText(words.length(words.label('title'), 10, 60))
  await expect(author).not.toHaveAttribute('aria-invalid')
  expect(written()).toHaveLength(before)

  for (const [column, language] of (['en', 'es'] as const).entries())
    await retype(both('title').nth(column), post[language].title)
  await save(page, words)
  // The Spanish summary, still empty: refused by the server, beside that field of the Spanish pane,
  // and in the notice by the post's Spanish heading.
  const notice = page.getByTestId('editor-notice')
  await expect(notice).toBeVisible({ timeout: 30_000 })
  const label = words.label('summary')
  const summary = both('summary').nth(1)
  await expect(await saidBeside(page, summary)).toHaveText(new RegExp(`^${label}: \\p{Lu}.+\\.$`, 'u'))
  await expect(notice).toContainText(`${post.es.heading} (`)
  await expect(notice).toContainText(`) › ${label}: `)
  await expect(notice).not.toContainText(/\.md|API_ERROR|summary/)
  expect(written()).toHaveLength(before)
  await summary.fill(post.es.summary)
  await save(page, words)
  const saved = (language: Language) => () =>
    written().find((file) => file.language === language && file.data.title === post[language].title)?.data
  await expect.poll(saved('en'), { timeout: 30_000 }).toMatchObject({ author: post.author.id, date: today })
  expect(saved('es')()).toMatchObject({
    author: post.author.id,
    date: today,
    slug: expect.stringMatching(new RegExp(`^${post.slug}`)),
  })
}

/** Where each language lists its news: the feed, and the news page. */
const NEWS_PLACES = {
  en: { feed: '/news/rss.xml', page: '/news' },
  es: { feed: '/es/noticias/rss.xml', page: '/es/noticias' },
} as const

/**
 * After a publish: the post in a language's feed (named by its heading, with its author) and not
 * the other language's, and on that language's news page with its author.
 */
async function seeNews(page: Page, post: Post, language: Language) {
  const { feed, page: newsPage } = NEWS_PLACES[language]
  const xml = await (await page.request.get(`${origin}${feed}`)).text()
  const item = xml.split('<item>').find((part) => part.includes(post[language].heading))
  expect(item, feed).toContain(`<title><![CDATA[${post[language].heading}]]></title>`)
  expect(item, feed).toContain(post.author.name)
  expect(xml, feed).not.toContain(post[language === 'en' ? 'es' : 'en'].heading)
  await page.goto(`${origin}${newsPage}`)
  await expect(
    page.locator('li[data-post]').filter({ hasText: post[language].heading }),
    newsPage,
  ).toContainText(post.author.name)
}

/**
 * On a revision's page: restores the version before it after answering the question, which names
 * the page as the list does; `unchanged` checks that nothing moved before the yes. The restore is
 * then first in the list, marked as one.
 */
async function restoreRevision(page: Page, words: Words, name: string, unchanged: () => void) {
  await page.getByRole('button', { name: words.say['content.revision.restore'] }).click()
  await expect(page.getByTestId('restore-question')).toContainText(
    words.say['content.restore.question'].split('{{at}}')[0]!.replace('{{name}}', name),
  )
  unchanged()
  await page.getByRole('button', { name: words.say['content.restore.yes'] }).click()
  await expect(
    page.getByRole('status').filter({ hasText: words.say['content.history.restored'] }),
  ).toBeVisible()
  const first = page.getByTestId('revisions').getByRole('row').nth(1)
  await expect(first).toContainText(name)
  await expect(first).toContainText(words.say['content.history.kind.restore'])
}

/** The row of the last save of a page in the revisions list. */
const savedRow = (page: Page, words: Words, name: string) =>
  page
    .getByRole('row')
    .filter({ hasText: name })
    .filter({ hasText: words.say['content.history.kind.save'] })
    .first()

const NEWS: Post = {
  author: { id: 'elena-marquez', name: 'Elena Márquez' },
  slug: 'nueva-sala',
  en: {
    title: 'New Eye Exam Room in Our Irvine Office',
    description:
      'Our Irvine office has a new exam room with tools that take clear pictures of the back of the eye. What it means for your next visit.',
    heading: 'A new eye exam room in Irvine',
    summary:
      'Our Irvine office has a new exam room. Its tools take clear pictures of the back of the eye, which help us find eye problems early.',
    body: [
      'Our Irvine office now has a new eye exam room. It opens next month. The room has new tools that take clear pictures of the back of the eye. These pictures help us find eye problems early, often before you notice any change in your vision.',
      'Glaucoma, diabetes and macular degeneration can all harm the eye without pain. Early care can protect your sight. The new pictures take only a few minutes. They do not hurt, and most people do not need eye drops for them.',
      'You do not need to do anything new before your visit. Bring your glasses or contact lenses, a list of your medicines and your insurance card. If you have diabetes, tell us when you book. We may suggest a yearly picture of the back of your eye.',
      'Many vision plans cover these pictures as part of a yearly exam. Some plans ask for a small extra fee. Our front desk can check your plan before your visit, so you know the cost ahead of time.',
      'The other offices will get the same tools later this year. Until then, you can ask for your exam in Irvine. Call us or send a request from our contact page, and we will find a time that works for you.',
    ],
  },
  es: {
    title: 'Nueva sala de exámenes en nuestra oficina de Irvine',
    description:
      'Nuestra oficina de Irvine tiene una sala nueva con equipos que toman fotos claras del fondo del ojo. Qué significa para su próxima cita.',
    heading: 'Una nueva sala de exámenes de la vista en Irvine',
    summary:
      'Nuestra oficina de Irvine tiene una sala de exámenes nueva. Sus equipos toman fotos claras del fondo del ojo, que nos ayudan a encontrar problemas a tiempo.',
    body: [
      'Nuestra oficina de Irvine tiene una nueva sala para exámenes de la vista. Abre el próximo mes. La sala tiene equipos nuevos que toman fotos claras del fondo del ojo. Estas fotos nos ayudan a encontrar problemas de los ojos a tiempo, muchas veces antes de que usted note algún cambio en la vista.',
      'El glaucoma, la diabetes y la degeneración macular pueden dañar el ojo sin causar dolor. La atención temprana puede proteger su vista. Las fotos nuevas toman solo unos minutos. No duelen, y la mayoría de las personas no necesita gotas para los ojos.',
      'No tiene que hacer nada nuevo antes de su cita. Traiga sus lentes o sus lentes de contacto, una lista de sus medicinas y su tarjeta del seguro. Si tiene diabetes, díganos cuando haga su cita. Es posible que le recomendemos una foto del fondo del ojo cada año.',
      'Muchos planes de la vista cubren estas fotos como parte del examen anual. Algunos planes cobran un pequeño cargo extra. Nuestra recepción puede revisar su plan antes de su cita, para que sepa el costo con tiempo.',
      'Las otras oficinas tendrán los mismos equipos más adelante este año. Mientras tanto, puede pedir su examen en Irvine. Llámenos o envíe una solicitud desde nuestra página de contacto, y buscaremos un horario que le convenga.',
    ],
  },
}

/** The post the Spanish-speaking office manager writes, Spanish first. */
const REMINDERS: Post = {
  author: { id: 'guadalupe-ramirez', name: 'Guadalupe Ramírez' },
  slug: 'ahora-le-recordamos',
  en: {
    title: 'Appointment Reminders Now Come by Text Message',
    description:
      'Two days before each visit, we now send a text message with the day, time and office. How to confirm, change the time or stop the texts.',
    heading: 'Reminders of your visit, now by text message',
    summary:
      'Two days before each visit, we now send a text message with the day, the time and the office. You can confirm, ask for a new time or stop the texts.',
    body: [
      'Starting next month, we will send you a text message before each visit. The message comes two days before your appointment. It tells you the day, the time and the office where we will see you. It also names your eye doctor.',
      'You can answer the text to confirm your visit. If you need a new time, reply with the word CHANGE and our front desk will call you back. You do not need to download an app, and the messages are free for you.',
      'The messages never ask for your insurance number, your birthday or any other private details. We will never ask you to pay by text. If a text asks for those things, it is not from us. Please call our office if you are not sure.',
      'If you would rather get a phone call or an email, tell our front desk at your next visit. You can also stop the texts at any time by replying STOP. We will still remind you of your visit by phone.',
      'We hope the reminders help you keep your visits on time. Regular eye exams help us find problems early, when they are easier to treat. Children and adults both need them. Thank you for letting us care for your eyes and your family’s eyes.',
    ],
  },
  es: {
    title: 'Ahora le recordamos sus citas por mensaje de texto',
    description:
      'Dos días antes de cada cita le enviamos un mensaje de texto con el día, la hora y la oficina. Cómo confirmar, cambiar la hora o dejar de recibirlos.',
    heading: 'Recordatorios de su cita, ahora por mensaje de texto',
    summary:
      'Dos días antes de cada cita le enviamos un mensaje de texto con el día, la hora y la oficina. Puede confirmar, pedir otro horario o dejar de recibirlos.',
    body: [
      'A partir del próximo mes, le enviaremos un mensaje de texto antes de cada cita. El mensaje llega dos días antes de su cita. Le dice el día, la hora y la oficina donde lo vamos a atender. También le dice el nombre de su oculista.',
      'Puede contestar el mensaje para confirmar su cita. Si necesita otro horario, responda con la palabra CAMBIO y nuestra recepción lo llamará. No tiene que descargar ninguna aplicación, y los mensajes no le cuestan nada.',
      'Los mensajes nunca le piden su número de seguro, su fecha de nacimiento ni otros datos privados. Nunca le pediremos un pago por mensaje de texto. Si un mensaje le pide esos datos, no es de nosotros. Llame a nuestra oficina si tiene dudas.',
      'Si prefiere una llamada o un correo electrónico, dígalo en la recepción en su próxima cita. También puede dejar de recibir los mensajes cuando quiera: solo responda ALTO. Igual le recordaremos su cita por teléfono.',
      'Esperamos que los recordatorios le ayuden a llegar a tiempo a sus citas. Los exámenes de la vista con regularidad nos ayudan a encontrar problemas a tiempo, cuando son más fáciles de tratar. Los niños y los adultos los necesitan. Gracias por dejarnos cuidar de sus ojos y de los ojos de su familia.',
    ],
  },
}

test('an editor changes a Spanish summary in the editor and the hours through its API, then publishes', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  await invite(browser, EDITOR, /Editor/)
  await signIn(page, EDITOR.username, EDITOR.password)

  // The Spanish summary, in Decap's interface: English and Spanish side by side.
  await page.goto(`${origin}/admin/content#/collections/condition/entries/stye`)
  const summaries = page.getByLabel('Summary', { exact: true })
  await expect(summaries).toHaveCount(2, { timeout: 30_000 })
  const spanish = summaries.nth(1)
  await expect(spanish).toHaveValue(new RegExp(OLD_SUMMARY))
  await spanish.fill((await spanish.inputValue()).replace(OLD_SUMMARY, NEW_SUMMARY))
  // Decap's "Publish" is named for what it does here: a checked save.
  await page.getByRole('button', { name: 'Save' }).first().click()
  await page.getByText('Save now').click()
  await expect.poll(styeSummary, { timeout: 20_000 }).toContain(NEW_SUMMARY)
  // The file is written first, then committed: the commit may come a moment later.
  const lastCommit = () =>
    execFileSync('git', ['-C', contentDir, 'log', '-1', '--format=%ae %s'], { encoding: 'utf8' })
  await expect
    .poll(lastCommit, { timeout: 10_000 })
    .toContain(`${EDITOR.username}@staff.invalid Edit ${STYE_ES}`)

  // The opening hours, through the API the editor uses: Santa Ana closes at 3:30 on Saturdays.
  const call = await editorApi(page)
  const practice = JSON.parse(read('practice.json')) as { offices: { hours: { closes: string }[] }[] }
  practice.offices[0]!.hours[1]!.closes = '15:30'
  const saved = await call('persistEntry', {
    dataFiles: [{ path: 'practice.json', raw: JSON.stringify(practice) }],
    assets: [],
  })
  expect(saved.status()).toBe(200)

  // Publish. The build waits (the stand-in holds it): visitors get the old pages meanwhile, and a
  // second publish joins the queue after it.
  await page.goto(`${origin}/admin/content/history`)
  await page.getByRole('button', { name: 'Publish' }).click()
  const state = page.getByTestId('publish-state')
  await expect(state).toHaveAttribute('data-state', /queued|building/)
  await expect.poll(() => fs.existsSync(controlFile('pids'))).toBe(true)
  const old = await page.request.get(`${origin}/es/conditions/stye`)
  expect(old.status()).toBe(200)
  expect(await old.text()).toContain(OLD_SUMMARY)
  await page.getByRole('button', { name: 'Publish again after this build' }).click()
  await expect(state).toHaveAttribute('data-state', 'building')
  await expect(state).toContainText('Another publish is queued after this one.')
  expect((await publishStatus(page)).queued).toBe(true)

  fs.writeFileSync(controlFile('open'), '')
  await expect.poll(async () => (await publishStatus(page)).finished, { timeout: 30_000 }).toBe(2)
  expect((await publishStatus(page)).state).toBe('done')
  // Each publish ran the photos, then the site, into its own release with the edited content.
  const steps = fs.readFileSync(controlFile('steps.log'), 'utf8').trim().split('\n')
  expect(steps.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
    'photos scripts/photos/build-photos.ts',
    'site build',
    'photos scripts/photos/build-photos.ts',
    'site build',
  ])
  const buildDirs = new Set(steps.map((line) => line.split(' ').at(-1)!))
  expect(buildDirs.size).toBe(2)
  for (const dir of buildDirs) expect(path.dirname(dir)).toBe(releasesDir)

  // The release the build wrote is what visitors get now: the summary and hours it read.
  await page.goto(`${origin}/es/conditions/stye`)
  await expect(page.getByText(NEW_SUMMARY)).toBeVisible()
  expect(await (await page.request.get(`${origin}/`)).text()).toContain('"closes":"15:30"')
  await page.goto(`${origin}/admin/content/history`)
  await expect(state).toContainText('Published')
})

test('invalid edits are refused in plain words naming the page and the field, and nothing is written', async ({
  page,
}) => {
  await signIn(page, EDITOR.username, EDITOR.password)
  const call = await editorApi(page)
  const before = read(STYE_ES)
  // The edits as the editor sends them: the whole file, its frontmatter written out again (the
  // editor folds long values over several lines, so the text is changed through its data).
  const { data, body } = parseFrontmatter(before, STYE_ES)
  const { description: _description, ...withoutDescription } = data
  const cases = [
    [
      stringifyFrontmatter(withoutDescription, body),
      /^Orzuelo \(Spanish\) › Description in search results: Fill this in\.$/m,
    ],
    [
      stringifyFrontmatter(data, body.replace('## ', 'Vea [esto](page:conditions/no-such-page).\n\n## ')),
      /^Orzuelo \(Spanish\) › Text: A link leads to a page that does not exist/m,
    ],
    [
      stringifyFrontmatter({ ...data, title: 'Orzuelo '.repeat(10) }, body),
      /› Title in search results: Write at most 60 characters; it has 80\.$/m,
    ],
    [
      stringifyFrontmatter(data, body.replace('## ', 'Vea [esto](jav&#x61;script:alert(1)).\n\n## ')),
      /› Text: A link leads somewhere pages may not link to/m,
    ],
  ] as const
  for (const [raw, reason] of cases) {
    const response = await call('persistEntry', {
      dataFiles: [{ path: 'conditions/es/stye.md', raw }],
      assets: [],
    })
    expect(response.status()).toBe(422)
    const answer = (await response.json()) as { error: string; problems: { message: string }[] }
    expect(answer.problems.map((problem) => problem.message).join('\n')).toMatch(reason)
    expect(JSON.stringify(answer)).not.toMatch(/\.md|API_ERROR|Too big|page:/)
    expect(read(STYE_ES)).toBe(before)
  }
})

const ELENA_PORTRAIT: NewPhoto = {
  id: 'elena-portrait',
  alt: {
    en: 'Dr. Elena Márquez, smiling, in the Santa Ana office',
    es: 'La Dra. Elena Márquez, sonriendo, en la oficina de Santa Ana',
  },
}
const DANIEL_PORTRAIT: NewPhoto = {
  id: 'daniel-portrait',
  alt: {
    en: 'Dr. Daniel Okafor at the front desk of the Irvine office',
    es: 'El Dr. Daniel Okafor en la recepción de la oficina de Irvine',
  },
}

test('an office manager whose browser speaks Spanish adds special hours, fixes a closure refused beside its field, gives a team member a photo, writes a news post by a team member, and one publish shows them', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000)
  await invite(browser, MANAGER, /Editor/)
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await signIn(page, MANAGER.username, MANAGER.password)
  await openEditor(page, '/collections/settings/entries/closures')
  // The list names each closure by its days, offices and reason, in Spanish.
  await expect(
    page.getByText('jue 26 nov – vie 27 nov · Todas las oficinas · Día de Acción de Gracias'),
  ).toBeVisible({ timeout: 30_000 })
  // Special hours at Santa Ana: offices by name, a day picked, the times chosen from a list.
  const shortDay = freeDay('santa-ana', 5)
  await addClosure(page, SPANISH, {
    office: 'Santa Ana',
    from: shortDay,
    hours: { opens: '9:00', closes: '12:30' },
    reason: { en: 'Staff training', es: 'Capacitación del personal' },
  })
  await expect(page.locator('input[id^="from-field"]').last()).toHaveAttribute('type', 'date')
  // And days of inventory, typed ending before they start: refused in Spanish, naming the list
  // item and the field, and nothing is saved until it is corrected.
  await addClosure(page, SPANISH, {
    office: 'Irvine',
    from: '2027-03-10',
    to: '2027-03-01',
    reason: { en: 'Inventory days', es: 'Días de inventario' },
  })
  await save(page, SPANISH)
  const notice = page.getByTestId('editor-notice')
  await expect(notice).toContainText(SPANISH.say['editor.notSavedTitle'], { timeout: 30_000 })
  await expect(notice).toContainText(
    'mié 10 mar – lun 1 mar · Irvine · Días de inventario › Último día: El último día es antes del primer día.',
  )
  await expect(notice).not.toContainText(/closures\.|\.json|API_ERROR/)
  // Beside the field it names, under it, and read out with it.
  const lastDay = page.locator('input[id^="to-field"]').last()
  const beside = await saidBeside(page, lastDay)
  await expect(beside).toHaveText('Último día: El último día es antes del primer día.')
  await expect(beside).toBeVisible()
  await expect(page.getByTestId('field-problem')).toHaveCount(1)
  await notice.getByRole('button', { name: SPANISH.say['editor.goToField'] }).click()
  await expect(lastDay).toBeFocused()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await beside.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/content-editor/refused-es-${width}.png` })
  }
  expect(read('closures.json')).not.toContain('2027-03-10')
  expect(read('closures.json')).not.toContain(shortDay)
  // Corrected, both are saved.
  await lastDay.fill('2027-03-12')
  await save(page, SPANISH)
  await expect.poll(closureFrom('2027-03-10'), { timeout: 30_000 }).toMatchObject({ to: '2027-03-12' })
  expect(closureFrom(shortDay)()).toEqual({
    offices: ['santa-ana'],
    from: shortDay,
    hours: { opens: '09:00', closes: '12:30' },
    reason: { en: 'Staff training', es: 'Capacitación del personal' },
  })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByText(SPANISH.label('closures:closures')).first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/content-editor/closures-es-${width}.png` })
  }

  // A photo for Elena's card, then chosen on her card.
  await addPhoto(page, SPANISH, ELENA_PORTRAIT)
  // Opened again, saved but not yet published, the list shows the picture.
  await page.reload()
  await expect(page.getByRole('button', { name: SPANISH.add('photos:photos') })).toBeVisible()
  await expect.poll(() => shown(page.locator('img[role="presentation"]').first())).toBeGreaterThan(0)
  await givePhoto(page, SPANISH, 'elena-marquez', 'Elena Márquez', ELENA_PORTRAIT)

  await writeNews(page, SPANISH, REMINDERS)

  // One publish: the special hours on the pages that list hours, the photo on both about pages,
  // the post in the Spanish feed and on the Spanish news page.
  await publish(page, SPANISH)
  for (const pagePath of ['/es', '/es/contact', '/es/locations/santa-ana', '/', '/locations/santa-ana']) {
    await page.goto(`${origin}${pagePath}`)
    const line = page.locator(`li[data-closure="${shortDay}"]`)
    await expect(line, pagePath).toContainText(
      pagePath.startsWith('/es') ? '(Capacitación del personal)' : '(Staff training)',
    )
    await expect(line, pagePath).toContainText(/9:00.*12:30/)
    await expect(line, pagePath).not.toContainText(/Cerrado|Closed/)
  }
  // Santa Ana's hours only.
  await page.goto(`${origin}/es/locations/irvine`)
  await expect(page.locator(`li[data-closure="${shortDay}"]`)).toHaveCount(0)
  await seePhotoOnAbout(page, 'Elena Márquez', ELENA_PORTRAIT)
  await seeNews(page, REMINDERS, 'es')
  await seeUploadListed(page, SPANISH, ELENA_PORTRAIT)
  await context.close()
})

test('an editor working in English adds a closed day and special hours, fixes a day refused beside its field, gives a team member a photo, writes a news post by a team member, and one publish shows them on the pages and in both feeds', async ({
  page,
}) => {
  test.setTimeout(4 * 60_000)
  page.setDefaultTimeout(30_000)
  await signIn(page, EDITOR.username, EDITOR.password)
  const closedDay = freeDay('irvine', 3)
  await openEditor(page, '/collections/settings/entries/closures')
  await expect(page.getByRole('button', { name: ENGLISH.add('closures:closures') })).toBeVisible()
  const staffMeeting = { en: 'Staff meeting', es: 'Reunión del personal' }
  await addClosure(page, ENGLISH, { office: 'Irvine', from: closedDay, reason: staffMeeting })
  // Shorter hours in Irvine, first typed on the same day by mistake.
  const lateOpening = { en: 'Late opening', es: 'Abrimos más tarde' }
  const late = { opens: '10:00', closes: '15:30' }
  await addClosure(page, ENGLISH, { office: 'Irvine', from: closedDay, hours: late, reason: lateOpening })
  await save(page, ENGLISH)
  const notice = page.getByTestId('editor-notice')
  await expect(notice).toContainText(ENGLISH.say['editor.notSavedTitle'], { timeout: 30_000 })
  const firstDay = page.locator('input[id^="from-field"]').last()
  const beside = await saidBeside(page, firstDay)
  await expect(beside).toBeVisible()
  await expect(beside).toContainText(
    /^First day: Another entry already covers .+ at Irvine: an office has one entry per day\.$/,
  )
  await expect(notice).not.toContainText(/closures\.|\.json|API_ERROR|overlaps/)
  expect(read('closures.json')).not.toContain(closedDay)
  const lateDay = freeDay('irvine', 4, [closedDay])
  await firstDay.fill(lateDay)
  await save(page, ENGLISH)
  await expect.poll(closureFrom(lateDay), { timeout: 30_000 }).toEqual({
    offices: ['irvine'],
    from: lateDay,
    hours: late,
    reason: lateOpening,
  })
  expect(closureFrom(closedDay)()).toEqual({ offices: ['irvine'], from: closedDay, reason: staffMeeting })

  // A photo for Daniel's card, then chosen on his card.
  await addPhoto(page, ENGLISH, DANIEL_PORTRAIT)
  await givePhoto(page, ENGLISH, 'daniel-okafor', 'Daniel Okafor', DANIEL_PORTRAIT)

  await writeNews(page, ENGLISH, NEWS)

  // One publish: the closed day and the special hours on the pages that list hours, the photo on
  // both about pages, the post in both feeds.
  await publish(page, ENGLISH)
  for (const pagePath of ['/', '/contact', '/locations/irvine', '/es/locations/irvine']) {
    await page.goto(`${origin}${pagePath}`)
    const english = !pagePath.startsWith('/es')
    await expect(page.locator(`li[data-closure="${closedDay}"]`), pagePath).toContainText(
      english ? 'Closed (Staff meeting)' : 'Cerrado (Reunión del personal)',
    )
    await expect(page.locator(`li[data-closure="${lateDay}"]`), pagePath).toContainText(
      english ? '(Late opening)' : '(Abrimos más tarde)',
    )
  }
  // Irvine's days only.
  await page.goto(`${origin}/locations/newport-beach`)
  await expect(page.locator(`li[data-closure="${closedDay}"]`)).toHaveCount(0)
  await seePhotoOnAbout(page, 'Daniel Okafor', DANIEL_PORTRAIT)
  await seeNews(page, NEWS, 'en')
  await seeNews(page, NEWS, 'es')
  await seeUploadListed(page, ENGLISH, DANIEL_PORTRAIT)
})

test('a failed build keeps the published site and says why', async ({ page }) => {
  await signIn(page, EDITOR.username, EDITOR.password)
  const { finished } = await publishStatus(page)
  fs.writeFileSync(controlFile('fail'), 'Error: photos.json: no file missing.jpg for the photo "lobby"')
  try {
    await page.goto(`${origin}/admin/content/history`)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect.poll(async () => (await publishStatus(page)).finished).toBe(finished + 1)
    expect((await publishStatus(page)).state).toBe('failed')
    // The panel says so by itself (its script), in its status line, without a reload.
    await expect(page.getByRole('status').filter({ hasText: 'The last publish failed' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByTestId('publish-state')).toHaveAttribute('data-state', 'failed')
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
    await expect(page.getByTestId('publish-error')).toContainText('exit code 1')
    await expect(page.getByTestId('publish-error')).toContainText('no file missing.jpg')
    const site = await page.request.get(`${origin}/es/conditions/stye`)
    expect(site.status()).toBe(200)
    expect(await site.text()).toContain(NEW_SUMMARY)
  } finally {
    fs.rmSync(controlFile('fail'))
  }
})

test('an editor who works in Spanish reads a revision, old then new, and restores it after confirming; one who works in English restores another', async ({
  browser,
  page: englishPage,
}) => {
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  await signIn(page, EDITOR.username, EDITOR.password)
  await page.goto(`${origin}/admin/content/history`)
  // The page by its heading and language, the person by name, the time in the practice's zone.
  const row = savedRow(page, SPANISH, 'Orzuelo (español)')
  await expect(row).toContainText(/\d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\.\sP[SD]T/)
  await expect(page.getByText(SPANISH.say['content.history.zone'])).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page
      .getByRole('heading', { name: SPANISH.say['content.history.heading'], exact: true })
      .scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/content-editor/revisions-es-${width}.png` })
  }
  await row.getByRole('link', { name: SPANISH.say['content.history.whatChanged'] }).click()
  // The diff's removed and added lines, each side read as one text (the editor folds long values):
  // each marked by a sign and, for screen readers, a word; what went out comes first.
  const diff = page.getByTestId('diff')
  await expect(diff).toBeVisible()
  const side = async (kind: 'added' | 'removed', mark: string) => {
    const lines = await diff.locator(`[data-kind="${kind}"]`).allTextContents()
    expect(lines.every((line) => line.startsWith(mark))).toBe(true)
    return lines.map((line) => line.slice(mark.length).trim()).join(' ')
  }
  expect(await side('added', `+${SPANISH.say['content.revision.added']}`)).toContain(NEW_SUMMARY)
  expect(await side('removed', `−${SPANISH.say['content.revision.removed']}`)).toContain(OLD_SUMMARY)
  const kinds = await diff
    .locator('[data-kind]')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-kind')))
  expect(kinds.indexOf('removed')).toBeGreaterThanOrEqual(0)
  expect(kinds.indexOf('removed')).toBeLessThan(kinds.indexOf('added'))
  await page.screenshot({ path: 'test-results/content-editor/revision-es.png', fullPage: true })
  // Restoring asks first; nothing changes until the person says yes.
  await restoreRevision(page, SPANISH, 'Orzuelo (español)', () =>
    expect(styeSummary()).toContain(NEW_SUMMARY),
  )
  expect(styeSummary()).toContain(OLD_SUMMARY)
  expect(styeSummary()).not.toContain(NEW_SUMMARY)
  await context.close()

  // In English: Daniel's card goes back to no photo.
  await signIn(englishPage, EDITOR.username, EDITOR.password)
  await englishPage.goto(`${origin}/admin/content/history`)
  await savedRow(englishPage, ENGLISH, 'Daniel Okafor')
    .getByRole('link', { name: ENGLISH.say['content.history.whatChanged'] })
    .click()
  await restoreRevision(englishPage, ENGLISH, 'Daniel Okafor', () =>
    expect(teamFile('daniel-okafor').photo).toBe(DANIEL_PORTRAIT.id),
  )
  expect(teamFile('daniel-okafor').photo).toBeUndefined()
})

test('stopping the server ends a running build with all it started, and leaves no unfinished release', async ({
  page,
}) => {
  await signIn(page, EDITOR.username, EDITOR.password)
  const published = (await publishStatus(page)).release!
  // The releases and the link to the current one; a publish's lock file (.publish.lock) is neither.
  const releaseEntries = () =>
    fs
      .readdirSync(releasesDir)
      .filter((name) => !name.startsWith('.'))
      .sort()
  const releases = releaseEntries()
  fs.rmSync(controlFile('open'))
  fs.rmSync(controlFile('pids'))
  await page.goto(`${origin}/admin/content/history`)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect.poll(() => fs.existsSync(controlFile('pids'))).toBe(true)
  const pids = fs.readFileSync(controlFile('pids'), 'utf8').split(' ').map(Number)
  expect(pids.map(alive)).toEqual([true, true])
  expect(releaseEntries()).toHaveLength(releases.length + 1)

  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
  await expect.poll(() => pids.map(alive)).toEqual([false, false])
  // The release being built is gone; the published one stays, for the next start.
  expect(releaseEntries()).toEqual(releases)
  expect(releases).toContain(path.basename(published))
})
