import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_TEST_PASSWORD } from '../../playwright.config'

/** The owner account the test server creates from ADMIN_PASSWORD. */
export const OWNER = { username: 'owner', password: ADMIN_TEST_PASSWORD }

/** Signs in through the form, as a person does; lands on the role's start page. */
export async function signIn(page: Page, { username, password } = OWNER) {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in')
}

/** Signs a request context in: the form's token first (its cookie rides along), then the post. */
export async function signInRequest(
  request: APIRequestContext,
  next = '/admin/messages',
  { username, password } = OWNER,
) {
  const form = await (await request.get('/admin/login')).text()
  const token = /name="_form" value="([^"]+)"/.exec(form)?.[1] ?? ''
  const login = await request.post('/admin/login', {
    form: { username, password, next, _form: token },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(303)
}
