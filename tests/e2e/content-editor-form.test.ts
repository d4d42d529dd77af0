import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { ADMIN_TEST_PASSWORD } from '../../playwright.config'
import { clientDir } from './built-page'
import { freshContent, ownServer } from './own-server'
import { installStandIn } from './publish-stand-in.mjs'

/**
 * The content editor's form as a Spanish-speaking staff member sees it, on what only a browser
 * shows: a new form's status, the Spanish address in the Spanish column only, days without "UTC"
 * whose "Hoy" is the practice's today, one language at a time on a phone, and a picture chosen in
 * the photo list shown before anything is saved. Nothing is saved: the content folder is a
 * scratch copy all the same. The chores themselves are in content-editor.test.ts.
 */

const scratch = path.resolve('test-results/content-editor-form')
const contentDir = path.join(scratch, 'content')

let server: ChildProcess
let origin = ''

test.beforeAll(async () => {
  freshContent(scratch, contentDir)
  const workDir = path.join(scratch, 'work')
  const control = path.join(scratch, 'build-control')
  installStandIn({ workDir, control, clientDir })
  fs.writeFileSync(path.join(control, 'open'), '')
  ;({ origin, process: server } = await ownServer(scratch, { contentDir, clientDir, cwd: workDir }))
})

test.afterAll(() => {
  if (server.exitCode === null) server.kill('SIGTERM')
})

/** Today in the practice's time zone, YYYY-MM-DD. */
function practiceToday(): string {
  const { timeZone } = JSON.parse(fs.readFileSync(path.join(contentDir, 'practice.json'), 'utf8')) as {
    timeZone: string
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

/** Opens the editor at one of its addresses as a new page load (Decap does not follow a change of `#` alone). */
async function openEditor(page: Page, route: string) {
  await page.goto('about:blank')
  await page.goto(`${origin}/admin/content#${route}`)
}

const shown = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth)

test('a Spanish-speaking staff member’s lists and form: pages by their Spanish headings, a new page not yet saved, its Spanish address in its column, days of the practice, one language at a time on a phone, a chosen picture shown before the save', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // A browser far from the practice: "Hoy" is still the practice's day.
  const context = await browser.newContext({ locale: 'es-US', timezoneId: 'Asia/Tokyo' })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel('Nombre de usuario').fill('owner')
  await page.getByLabel('Contraseña').fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Iniciar sesión')

  // The list of condition pages names each by its heading in Spanish, not by its English title.
  await openEditor(page, '/collections/condition')
  await expect(page.getByRole('link', { name: 'Orzuelo', exact: true })).toBeVisible()
  await expect(page.getByText('Stye: Causes, Home Care and When to See Us')).toHaveCount(0)

  await openEditor(page, '/collections/news/new')
  await expect(page.getByText('Escribiendo en español')).toBeVisible()
  // Nothing was saved, and the toolbar says so.
  await expect(page.getByText('Todavía no se ha guardado')).toBeVisible()
  await expect(page.getByText(/cambios guardados/i)).toHaveCount(0)
  // The Spanish page's address in the Spanish column (Decap's second) only.
  await expect(page.locator('.Pane2 input[id^="slug-field"]')).toHaveCount(1)
  await expect(page.locator('.Pane1 input[id^="slug-field"]')).toHaveCount(0)
  // Days: no "UTC", buttons in Spanish, and "Hoy" gives the practice's today.
  await expect(page.getByText('UTC', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Borrar', exact: true }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Hoy', exact: true }).first().click()
  await expect(page.locator('input[id^="updated-field"]').first()).toHaveValue(practiceToday())

  // On a phone: one language at a time, switched above the form, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 })
  const titles = page.getByLabel('Título en los resultados de búsqueda', { exact: true })
  await expect(titles.first()).toBeVisible()
  await expect(titles.nth(1)).toBeHidden()
  await expect(page.getByText('Escribiendo en inglés')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible()
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)

  // The photos: a new one is a new photo, then its file name; its picture shows before the save.
  await page.setViewportSize({ width: 1280, height: 900 })
  await openEditor(page, '/collections/settings/entries/photos')
  await page.getByRole('button', { name: 'Agregar foto' }).click()
  const list = page.getByTestId('expand-button').first()
  await list.click()
  await expect(page.getByText('Foto nueva', { exact: true })).toBeVisible()
  await list.click()
  const picture = path.join(scratch, 'sala-de-espera.jpg')
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a9a5a' } })
    .jpeg()
    .toFile(picture)
  await page.getByRole('button', { name: 'Elegir una imagen' }).click()
  await page.locator('input[type="file"]').setInputFiles(picture)
  await page.getByRole('button', { name: 'Confirmar selección' }).click()
  await expect.poll(() => shown(page.locator('img[role="presentation"]').first())).toBeGreaterThan(0)
  await list.click()
  await expect(page.getByText('sala-de-espera.jpg', { exact: true })).toBeVisible()
  // Nothing was saved.
  expect(fs.existsSync(path.join(contentDir, 'photos', 'sala-de-espera.jpg'))).toBe(false)
  await context.close()
})
