import { execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { parseFrontmatter, stringifyFrontmatter } from '../../shared/content/frontmatter'
import { ADMIN_TEST_PASSWORD } from '../../playwright.config'
import { clientDir } from './built-page'
import { ownServer } from './own-server'
import { installStandIn } from './publish-stand-in.mjs'

/**
 * The content editor against the production server, on a scratch copy of the content folder
 * (a Git repository, so saves are commits) with its own database and release folder: an editor
 * changes a page in Decap's interface and the hours through its API, publishes, and the new
 * release is served once built, while the old site answered during the build. The server runs
 * its real publish commands in a folder where they reach a stand-in (publish-stand-in.mjs), which
 * answers in a moment and lets the test hold the build, fail it, or stop the server during it;
 * the real build is `npm test`'s own build step.
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
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(scratch, { recursive: true })
  fs.cpSync('app/content', contentDir, { recursive: true })
  const git = (...args: string[]) => execFileSync('git', ['-C', contentDir, ...args], { stdio: 'ignore' })
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '-qm', 'Content as delivered')
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
async function publish(page: Page, button: string) {
  fs.writeFileSync(controlFile('pages'), '')
  fs.writeFileSync(controlFile('open'), '')
  try {
    const { finished } = await publishStatus(page)
    await page.goto(`${origin}/admin/content/history`)
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect
      .poll(async () => (await publishStatus(page)).finished, { timeout: 60_000 })
      .toBe(finished + 1)
    expect((await publishStatus(page)).state).toBe('done')
  } finally {
    fs.rmSync(controlFile('pages'), { force: true })
  }
}

/** A news post as an editor writes it, in both languages: plain sentences, over 200 words each. */
const NEWS = {
  en: {
    title: 'New Eye Exam Room in Our Irvine Office',
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
    body: [
      'Nuestra oficina de Irvine tiene una nueva sala para exámenes de la vista. Abre el próximo mes. La sala tiene equipos nuevos que toman fotos claras del fondo del ojo. Estas fotos nos ayudan a encontrar problemas de los ojos a tiempo, muchas veces antes de que usted note algún cambio en la vista.',
      'El glaucoma, la diabetes y la degeneración macular pueden dañar el ojo sin causar dolor. La atención temprana puede proteger su vista. Las fotos nuevas toman solo unos minutos. No duelen, y la mayoría de las personas no necesita gotas para los ojos.',
      'No tiene que hacer nada nuevo antes de su cita. Traiga sus lentes o sus lentes de contacto, una lista de sus medicinas y su tarjeta del seguro. Si tiene diabetes, díganos cuando haga su cita. Es posible que le recomendemos una foto del fondo del ojo cada año.',
      'Muchos planes de la vista cubren estas fotos como parte del examen anual. Algunos planes cobran un pequeño cargo extra. Nuestra recepción puede revisar su plan antes de su cita, para que sepa el costo con tiempo.',
      'Las otras oficinas tendrán los mismos equipos más adelante este año. Mientras tanto, puede pedir su examen en Irvine. Llámenos o envíe una solicitud desde nuestra página de contacto, y buscaremos un horario que le convenga.',
    ],
  },
} as const

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

test('an office manager whose browser speaks Spanish adds special hours, fixes a closure refused beside its field, gives a team member a photo, and one publish shows them', async ({
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
  // Decap's language switch is not on this form; the editor's own words are Spanish.
  const add = page.getByRole('button', { name: 'Agregar día cerrado u horario especial' })
  // Special hours at Santa Ana: offices by name, a day picked, the times chosen from a list.
  const shortDay = freeDay('santa-ana', 5)
  const closureOn = (day: string) => () =>
    (JSON.parse(read('closures.json')) as { closures: { from: string }[] }).closures.find(
      (closure) => closure.from === day,
    )
  await add.click()
  await page.locator('input[id^="offices-field"]').last().fill('Santa Ana')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="from-field"]').last().fill(shortDay)
  await expect(page.locator('input[id^="from-field"]').last()).toHaveAttribute('type', 'date')
  await page.locator('input[id^="opens-field"]').last().fill('9:00')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="closes-field"]').last().fill('12:30')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="en-field"]').last().fill('Staff training')
  await page.locator('input[id^="es-field"]').last().fill('Capacitación del personal')
  // And days of inventory, typed ending before they start: refused in Spanish, naming the list
  // item and the field, and nothing is saved until it is corrected.
  await add.click()
  await page.locator('input[id^="offices-field"]').last().fill('Irvine')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="from-field"]').last().fill('2027-03-10')
  await page.locator('input[id^="to-field"]').last().fill('2027-03-01')
  await page.locator('input[id^="en-field"]').last().fill('Inventory days')
  await page.locator('input[id^="es-field"]').last().fill('Días de inventario')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await page.getByText('Guardar ahora').click()
  const notice = page.getByTestId('editor-notice')
  await expect(notice).toContainText('No se guardó', { timeout: 30_000 })
  await expect(notice).toContainText(
    'mié, 10 de mar de 2027 · Irvine › Último día: El último día es antes del primer día.',
  )
  await expect(notice).not.toContainText(/closures\.|\.json|API_ERROR/)
  // Beside the field it names, under it, and read out with it.
  const lastDay = page.locator('input[id^="to-field"]').last()
  await expect(lastDay).toHaveAttribute('aria-invalid', 'true')
  const beside = page.locator(`#${await lastDay.getAttribute('aria-describedby')}`)
  await expect(beside).toHaveText('Último día: El último día es antes del primer día.')
  await expect(beside).toBeVisible()
  await expect(page.getByTestId('field-problem')).toHaveCount(1)
  await notice.getByRole('button', { name: 'Ir al campo' }).click()
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
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await page.getByText('Guardar ahora').click()
  await expect.poll(closureOn('2027-03-10'), { timeout: 30_000 }).toMatchObject({ to: '2027-03-12' })
  expect(closureOn(shortDay)()).toEqual({
    offices: ['santa-ana'],
    from: shortDay,
    hours: { opens: '09:00', closes: '12:30' },
    reason: { en: 'Staff training', es: 'Capacitación del personal' },
  })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByText('Días cerrados y horarios especiales').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/content-editor/closures-es-${width}.png` })
  }

  // Under Photos: a new photo, its picture uploaded from the computer, described in both languages.
  const portrait = path.join(scratch, 'elena-portrait.jpg')
  await sharp({ create: { width: 800, height: 800, channels: 3, background: '#5a7d9a' } })
    .jpeg()
    .toFile(portrait)
  await openEditor(page, '/collections/settings/entries/photos')
  await page.getByRole('button', { name: 'Agregar foto' }).click({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Elegir una imagen' }).last().click()
  await page.locator('input[type="file"]').setInputFiles(portrait)
  // The picture just uploaded shows among the pictures, before anything is saved or published.
  const shown = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth)
  await expect.poll(() => shown(page.locator('img[src^="blob:"]').first())).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Confirmar selección' }).click()
  await page
    .locator('textarea[id^="en-field"]')
    .last()
    .fill('Dr. Elena Márquez, smiling, in the Santa Ana office')
  await page
    .locator('textarea[id^="es-field"]')
    .last()
    .fill('La Dra. Elena Márquez, sonriendo, en la oficina de Santa Ana')
  await page.locator('input[id^="slot-field"]').last().fill('Tarjeta cuadrada')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await page.getByText('Guardar ahora').click()
  const described = () =>
    (JSON.parse(read('photos/photos.json')) as { photos: { id: string; file: string; slot: string }[] })
      .photos
  await expect
    .poll(described, { timeout: 30_000 })
    .toEqual([expect.objectContaining({ id: 'elena-portrait', file: 'elena-portrait.jpg', slot: 'card' })])
  // Opened again, saved but not yet published, the list shows the picture.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Agregar foto' })).toBeVisible()
  const picture = page.locator('img[role="presentation"]').first()
  await expect.poll(() => shown(picture)).toBeGreaterThan(0)

  // On her card: the photo chosen by what it shows, in Spanish.
  await openEditor(page, '/collections/team/entries/elena-marquez')
  await expect(page.locator('input[id^="name-field"]').first()).toHaveValue('Elena Márquez', {
    timeout: 30_000,
  })
  await page.locator('input[id^="photo-field"]').fill('Dra. Elena')
  await page.getByText('La Dra. Elena Márquez, sonriendo, en la oficina de Santa Ana').click()
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await page.getByText('Guardar ahora').click()
  const teamFile = () => parseFrontmatter(read('team/elena-marquez.md'), 'team/elena-marquez.md').data
  await expect.poll(() => teamFile().photo, { timeout: 30_000 }).toBe('elena-portrait')

  // The news form, in Spanish, for a look.
  await openEditor(page, '/collections/news/new')
  await expect(page.getByText('Escribiendo en español')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Escribiendo en inglés')).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/content-editor/news-form-es-${width}.png` })
  }

  // One publish: the special hours on the pages that list hours, the photo on both about pages.
  await publish(page, 'Publicar')
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
  for (const pagePath of ['/about', '/es/about']) {
    await page.goto(`${origin}${pagePath}`)
    await expect(page.locator('li[data-photo="elena-portrait"]'), pagePath).toHaveText('Elena Márquez')
  }
  // The upload is in the history, by its file name.
  await page.goto(`${origin}/admin/content/history`)
  await expect(page.getByRole('row', { name: /Foto elena-portrait\.jpg/ })).toContainText('Subió una foto')
  await context.close()
})

test('an editor working in English adds a closed day and special hours, fixes a day refused beside its field, writes a news post by a team member, and one publish shows them on the pages and in both feeds', async ({
  page,
}) => {
  test.setTimeout(4 * 60_000)
  page.setDefaultTimeout(30_000)
  await signIn(page, EDITOR.username, EDITOR.password)
  const closedDay = freeDay('irvine', 3)
  await openEditor(page, '/collections/settings/entries/closures')
  const add = page.getByRole('button', { name: 'Add closed day or special hours' })
  await add.click({ timeout: 30_000 })
  await page.locator('input[id^="offices-field"]').last().fill('Irvine')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="from-field"]').last().fill(closedDay)
  await page.locator('input[id^="en-field"]').last().fill('Staff meeting')
  await page.locator('input[id^="es-field"]').last().fill('Reunión del personal')
  // Shorter hours in Irvine, first typed on the same day by mistake.
  await add.click()
  await page.locator('input[id^="offices-field"]').last().fill('Irvine')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="from-field"]').last().fill(closedDay)
  await page.locator('input[id^="opens-field"]').last().fill('10:00')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="closes-field"]').last().fill('15:30')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="en-field"]').last().fill('Late opening')
  await page.locator('input[id^="es-field"]').last().fill('Abrimos más tarde')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Save now').click()
  const notice = page.getByTestId('editor-notice')
  await expect(notice).toContainText('Not saved', { timeout: 30_000 })
  const firstDay = page.locator('input[id^="from-field"]').last()
  await expect(firstDay).toHaveAttribute('aria-invalid', 'true')
  const beside = page.locator(`#${await firstDay.getAttribute('aria-describedby')}`)
  await expect(beside).toBeVisible()
  await expect(beside).toContainText(
    /^First day: Another entry already covers .+ at Irvine: an office has one entry per day\.$/,
  )
  await expect(notice).not.toContainText(/closures\.|\.json|API_ERROR|overlaps/)
  expect(read('closures.json')).not.toContain(closedDay)
  const lateDay = freeDay('irvine', 4, [closedDay])
  await firstDay.fill(lateDay)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Save now').click()
  const closures = () =>
    (JSON.parse(read('closures.json')) as { closures: { from: string }[] }).closures.filter((closure) =>
      [closedDay, lateDay].includes(closure.from),
    )
  await expect.poll(closures, { timeout: 30_000 }).toEqual([
    { offices: ['irvine'], from: closedDay, reason: { en: 'Staff meeting', es: 'Reunión del personal' } },
    {
      offices: ['irvine'],
      from: lateDay,
      hours: { opens: '10:00', closes: '15:30' },
      reason: { en: 'Late opening', es: 'Abrimos más tarde' },
    },
  ])

  // A news post in both languages, its author picked from the team by name.
  await openEditor(page, '/collections/news/new')
  const both = (label: string) => page.getByLabel(label, { exact: true })
  await expect(both('Title in search results')).toHaveCount(2, { timeout: 30_000 })
  await expect(page.getByText('Writing in English')).toBeVisible()
  await expect(page.getByText('Writing in Spanish')).toBeVisible()
  const today = practiceDay(0)
  const post = {
    en: {
      'Title in search results': NEWS.en.title,
      'Description in search results':
        'Our Irvine office has a new exam room with tools that take clear pictures of the back of the eye. What it means for your next visit.',
      'Page heading': 'A new eye exam room in Irvine',
      Summary:
        'Our Irvine office has a new exam room. Its tools take clear pictures of the back of the eye, which help us find eye problems early.',
    },
    es: {
      'Title in search results': NEWS.es.title,
      'Description in search results':
        'Nuestra oficina de Irvine tiene una sala nueva con equipos que toman fotos claras del fondo del ojo. Qué significa para su próxima cita.',
      'Page heading': 'Una nueva sala de exámenes de la vista en Irvine',
      Summary:
        'Nuestra oficina de Irvine tiene una sala de exámenes nueva. Sus equipos toman fotos claras del fondo del ojo, que nos ayudan a encontrar problemas a tiempo.',
    },
  }
  for (const [column, language] of (['en', 'es'] as const).entries())
    for (const [label, value] of Object.entries(post[language])) await both(label).nth(column).fill(value)
  await both('Updated on').nth(0).fill(today)
  await both('Updated on').nth(1).fill(today)
  await both('Date of the post').first().fill(today)
  await page.locator('input[id^="author-field"]').first().fill('Elena')
  await page.getByText('Elena Márquez', { exact: true }).click()
  const texts = page.locator('[data-slate-editor="true"]')
  for (const [column, language] of (['en', 'es'] as const).entries()) {
    await texts.nth(column).click()
    for (const [index, paragraph] of NEWS[language].body.entries()) {
      if (index > 0) await page.keyboard.press('Enter')
      await page.keyboard.insertText(paragraph)
    }
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Save now').click()
  const written = (language: 'en' | 'es') => () =>
    fs
      .readdirSync(path.join(contentDir, language, 'news'))
      .map((name) => parseFrontmatter(read(`${language}/news/${name}`), name).data)
      .find((data) => data.title === NEWS[language].title)
  await expect
    .poll(written('en'), { timeout: 30_000 })
    .toMatchObject({ author: 'elena-marquez', date: today })
  expect(written('es')()).toMatchObject({
    author: 'elena-marquez',
    date: today,
    slug: expect.stringMatching(/^nueva-sala/),
  })

  // One publish: the closed day and the special hours on the pages that list hours, the post in both feeds.
  await publish(page, 'Publish')
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
  for (const [feed, language] of [
    ['/news/rss.xml', 'en'],
    ['/es/noticias/rss.xml', 'es'],
  ] as const) {
    const xml = await (await page.request.get(`${origin}${feed}`)).text()
    // The feed names a post by its heading.
    expect(xml, feed).toContain(`<title><![CDATA[${post[language]['Page heading']}]]></title>`)
    expect(xml, feed).toContain('Elena Márquez')
    expect(xml, feed).not.toContain(post[language === 'en' ? 'es' : 'en']['Page heading'])
  }
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

test('an editor who works in Spanish reads a revision, old then new, and restores it after confirming', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  await signIn(page, EDITOR.username, EDITOR.password)
  await page.goto(`${origin}/admin/content/history`)
  // The page by its heading and language, the person by name, the time in the practice's zone.
  const row = page.getByRole('row', { name: /Orzuelo \(español\)/ }).filter({ hasText: 'Guardó' })
  await expect(row.first()).toContainText(/\d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\.\sP[SD]T/)
  await expect(
    page.getByText('Las horas son las del consultorio en California (hora del Pacífico).'),
  ).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByRole('heading', { name: 'Revisiones', exact: true }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/content-editor/revisions-es-${width}.png` })
  }
  await row.first().getByRole('link', { name: 'Qué cambió' }).click()
  // The diff's removed and added lines, each side read as one text (the editor folds long values):
  // each marked by a sign and, for screen readers, a word; what went out comes first.
  const diff = page.getByTestId('diff')
  await expect(diff).toBeVisible()
  const side = async (kind: 'added' | 'removed', mark: string) => {
    const lines = await diff.locator(`[data-kind="${kind}"]`).allTextContents()
    expect(lines.every((line) => line.startsWith(mark))).toBe(true)
    return lines.map((line) => line.slice(mark.length).trim()).join(' ')
  }
  expect(await side('added', '+Se agregó:')).toContain(NEW_SUMMARY)
  expect(await side('removed', '−Se quitó:')).toContain(OLD_SUMMARY)
  const kinds = await diff
    .locator('[data-kind]')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-kind')))
  expect(kinds.indexOf('removed')).toBeGreaterThanOrEqual(0)
  expect(kinds.indexOf('removed')).toBeLessThan(kinds.indexOf('added'))
  await page.screenshot({ path: 'test-results/content-editor/revision-es.png', fullPage: true })
  // Restoring asks first; nothing changes until the person says yes.
  await page.getByRole('button', { name: 'Restaurar la versión de antes de este cambio' }).click()
  await expect(page.getByTestId('restore-question')).toContainText(
    '«Orzuelo (español)» volverá a estar como antes',
  )
  expect(styeSummary()).toContain(NEW_SUMMARY)
  await page.getByRole('button', { name: 'Sí, restaurarla' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'La versión anterior está de vuelta' }),
  ).toBeVisible()
  expect(styeSummary()).toContain(OLD_SUMMARY)
  expect(styeSummary()).not.toContain(NEW_SUMMARY)
  // The restore is listed as one, first.
  await expect(page.getByTestId('revisions').getByRole('row').nth(1)).toContainText(
    /Orzuelo \(español\).*Restauró una versión anterior/,
  )
  await context.close()
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
