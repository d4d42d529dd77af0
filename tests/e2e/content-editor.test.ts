import { execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
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

test('an office manager whose browser speaks Spanish adds a closed day: offices by name, no hours, a date picked', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000)
  await invite(browser, MANAGER, /Editor/)
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  await signIn(page, MANAGER.username, MANAGER.password)
  await page.goto(`${origin}/admin/content#/collections/settings/entries/closures`)
  // The list names each closure by its day and reason, in Spanish.
  await expect(page.getByText('26/11/2026 · Día de Acción de Gracias')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Agregar día cerrado u horario especial' }).click()
  // The new closure is the last of the list: Irvine, one day, closed all day.
  await page.locator('input[id^="offices-field"]').last().fill('Irvine')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="from-field"]').last().fill('2027-02-15')
  await expect(page.locator('input[id^="from-field"]').last()).toHaveAttribute('type', 'date')
  await page.locator('input[id^="en-field"]').last().fill('Staff training')
  await page.locator('input[id^="es-field"]').last().fill('Capacitación del personal')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await page.getByText('Guardar ahora').click()
  const added = () =>
    (JSON.parse(read('closures.json')) as { closures: { from: string }[] }).closures.find(
      (closure) => closure.from === '2027-02-15',
    )
  await expect.poll(added, { timeout: 30_000 }).toEqual({
    offices: ['irvine'],
    from: '2027-02-15',
    reason: { en: 'Staff training', es: 'Capacitación del personal' },
  })
  await page.screenshot({ path: 'test-results/content-editor/closures-es.png' })

  // A closure that ends before it starts: refused in Spanish, naming the list item and the field.
  await page.getByRole('button', { name: 'Agregar día cerrado u horario especial' }).click()
  await page.locator('input[id^="offices-field"]').last().fill('Irvine')
  await page.keyboard.press('Enter')
  await page.locator('input[id^="from-field"]').last().fill('2027-03-10')
  await page.locator('input[id^="to-field"]').last().fill('2027-03-01')
  await page.locator('input[id^="en-field"]').last().fill('Inventory day')
  await page.locator('input[id^="es-field"]').last().fill('Día de inventario')
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
  await page.screenshot({ path: 'test-results/content-editor/refused-es.png' })
  expect(read('closures.json')).not.toContain('2027-03-10')
  await context.close()
})

test('an editor uploads a portrait, describes it under Photos, chooses it for a team member, and the about page shows it after a publish', async ({
  page,
}) => {
  test.setTimeout(3 * 60_000)
  await signIn(page, EDITOR.username, EDITOR.password)
  const portrait = path.join(scratch, 'elena-portrait.jpg')
  await sharp({ create: { width: 800, height: 800, channels: 3, background: '#5a7d9a' } })
    .jpeg()
    .toFile(portrait)

  // Under Photos: a new photo, its picture uploaded from the computer, described in both languages.
  await page.goto(`${origin}/admin/content#/collections/settings/entries/photos`)
  await page.getByRole('button', { name: 'Add photo' }).click({ timeout: 30_000 })
  await page
    .getByRole('button', { name: /Choose an image/ })
    .last()
    .click()
  await page.locator('input[type="file"]').setInputFiles(portrait)
  await page.getByRole('button', { name: /Choose selected/ }).click()
  await page
    .locator('textarea[id^="en-field"]')
    .last()
    .fill('Dr. Elena Márquez, smiling, in the Santa Ana office')
  await page
    .locator('textarea[id^="es-field"]')
    .last()
    .fill('La Dra. Elena Márquez, sonriendo, en la oficina de Santa Ana')
  await page.locator('input[id^="slot-field"]').last().fill('Square card')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Save' }).first().click()
  await page.getByText('Save now').click()
  const described = () =>
    (JSON.parse(read('photos/photos.json')) as { photos: { id: string; file: string; slot: string }[] })
      .photos
  await expect
    .poll(described, { timeout: 30_000 })
    .toEqual([expect.objectContaining({ id: 'elena-portrait', file: 'elena-portrait.jpg', slot: 'card' })])

  // On her card: the photo chosen by what it shows.
  await page.goto(`${origin}/admin/content#/collections/team/entries/elena-marquez`)
  // A new page load: the list of photos is read afresh.
  await page.reload()
  await expect(page.locator('input[id^="name-field"]').first()).toHaveValue('Elena Márquez', {
    timeout: 30_000,
  })
  const photo = page.locator('input[id^="photo-field"]')
  await photo.fill('Dr. Elena', { timeout: 30_000 })
  await page.getByText('Dr. Elena Márquez, smiling, in the Santa Ana office').click()
  await page.getByRole('button', { name: 'Save' }).first().click()
  await page.getByText('Save now').click()
  const teamFile = () => parseFrontmatter(read('team/elena-marquez.md'), 'team/elena-marquez.md').data
  await expect.poll(() => teamFile().photo, { timeout: 30_000 }).toBe('elena-portrait')

  // Published: the about page the build made shows her with that photo.
  const { finished } = await publishStatus(page)
  await page.goto(`${origin}/admin/content/history`)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect.poll(async () => (await publishStatus(page)).finished, { timeout: 30_000 }).toBe(finished + 1)
  expect((await publishStatus(page)).state).toBe('done')
  await page.goto(`${origin}/about`)
  await expect(page.locator('li[data-photo="elena-portrait"]')).toHaveText('Elena Márquez')
  // The upload is in the history, by its file name.
  await page.goto(`${origin}/admin/content/history`)
  await expect(page.getByRole('row', { name: /Photo elena-portrait\.jpg/ })).toContainText('Photo uploaded')
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
