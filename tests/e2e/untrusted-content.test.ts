import { execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN_TEST_PASSWORD } from '../../playwright.config'
import { axeViolations } from './axe'
import { watchViolations } from './csp-violations'
import { ownServer } from './own-server'

/**
 * Content is untrusted input, wherever it comes from. Two files planted on the disk of a running
 * site: a page whose front matter is JavaScript (`---js`), which other tools would run on the
 * server and in the editor's browser, and a <script> written into a built page. The owner opens
 * the editor: it stays closed and names the file, and nothing of it runs, in the browser or on
 * the server. A visitor opens the page: the policy the server sends does not allow the script.
 */

test.describe.configure({ mode: 'serial' })

const scratch = path.resolve('test-results/untrusted-content')
const contentDir = path.join(scratch, 'content')
const clientDir = path.join(scratch, 'client')
const PLANTED = 'en/conditions/planted.md'
const marker = path.join(scratch, 'planted-ran')
// In a browser it renames the page and calls home; on the server it leaves a file behind.
const plantedCode = `typeof document !== 'undefined' ? (document.title = 'planted ran', fetch('/planted-ran')) : require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`
const smuggled = "document.title = 'smuggled ran'; fetch('/smuggled-ran')"

let server: ChildProcess
let origin = ''

test.beforeAll(async () => {
  test.setTimeout(60_000)
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(scratch, { recursive: true })
  fs.cpSync('app/content', contentDir, { recursive: true })
  fs.writeFileSync(
    path.join(contentDir, PLANTED),
    `---js\n{ title: (${plantedCode}, 'Planted'), type: 'condition' }\n---\n## What it is {#what-it-is}\n`,
  )
  // The built site, linked file by file (nothing copied), with one page written anew.
  execFileSync('cp', ['-al', path.resolve('build/client'), clientDir])
  const page = path.join(clientDir, 'conditions/stye/index.html')
  const html = fs.readFileSync(page, 'utf8')
  for (const file of [page, `${page}.br`, `${page}.gz`]) fs.rmSync(file, { force: true })
  fs.writeFileSync(page, html.replace('<main', `<script>${smuggled}</script><main`))
  ;({ origin, process: server } = await ownServer(scratch, { contentDir, clientDir }))
})

test.afterAll(() => {
  server.kill('SIGTERM')
})

/** Every request the page makes from now on. */
function requests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(new URL(request.url()).pathname))
  return urls
}

test('the owner opens the editor on a folder holding a ---js page: it stays closed, names the file, runs nothing', async ({
  page,
}) => {
  const asked = requests(page)
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel('Username').fill('owner')
  await page.getByLabel('Password').fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in')

  const response = await page.goto(`${origin}/admin/content`)
  expect(response?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The content editor is closed')
  const alert = page.getByTestId('editor-closed')
  await expect(alert).toContainText(PLANTED)
  await expect(alert).toContainText('the first line must be exactly "---"')
  // Decap was never loaded, so nothing could read the file in the browser.
  await page.waitForLoadState('networkidle')
  expect(asked.filter((url) => url.includes('/decap/'))).toEqual([])
  expect(asked).not.toContain('/planted-ran')
  expect(await page.title()).not.toBe('planted ran')
  expect(await axeViolations(page)).toEqual([])

  // The editor's API refuses, naming the file; asked for the file itself, it sends nothing of it.
  const token = await page.locator('input[name="_csrf"]').first().inputValue()
  const api = await page.request.post(`${origin}/api/admin/content/v1`, {
    headers: { 'x-csrf-token': token, origin },
    data: { action: 'getEntry', params: { path: 'conditions/en/planted.md' } },
  })
  expect(api.status()).toBe(503)
  const refusal = await api.text()
  expect(refusal).toContain(PLANTED)
  expect(refusal).not.toContain('require(')
  // Nor did the server run it, at start or since.
  expect(fs.existsSync(marker)).toBe(false)
})

test('a <script> written into a built page is not allowed by the policy the server sends', async ({
  page,
}) => {
  const violations = await watchViolations(page)
  const asked = requests(page)
  const response = await page.goto(`${origin}/conditions/stye`)
  expect(await response?.text()).toContain(smuggled)
  const hash = `'sha256-${createHash('sha256').update(smuggled).digest('base64')}'`
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
  expect(policy).not.toContain(hash)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await page.title()).not.toBe('smuggled ran')
  expect(asked).not.toContain('/smuggled-ran')
  expect(violations.join('\n')).toMatch(/script-src/)
})
