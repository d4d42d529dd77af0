import { expect, test } from '@playwright/test'
import { signIn } from './admin'
import { axeViolations } from './axe'
import { watchViolations } from './csp-violations'

/**
 * The office at work: the owner invites a front-desk person, who chooses a password, signs in,
 * moves a message to done, and cannot open the statistics or the people pages. Every admin page
 * on the way passes axe.
 */
test('the owner invites a front-desk user, who signs in, moves a message to done, and is kept out of statistics and users', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const patient = `Workflow Patient ${stamp}`
  const username = `desk${stamp}`
  const password = 'marigold ferry lantern'
  const accessibility: string[] = []
  const check = async (where: string, target = page) => {
    const violations = await axeViolations(target)
    if (violations.length) accessibility.push(`${where}\n  ${violations.join('\n  ')}`)
  }

  const sent = await request.post('/api/contact', {
    data: {
      name: patient,
      email: 'patient@example.com',
      reason: 'eyewear',
      message: 'My new glasses feel strange.',
    },
  })
  expect(sent.status()).toBe(201)

  // The owner invites.
  await signIn(page)
  await expect(page).toHaveURL(/\/admin\/messages$/)
  await check('owner: messages')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'People' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People')
  await check('owner: people')
  await page.getByLabel('Name', { exact: true }).fill('Lucía Front Desk')
  await page.getByLabel('Username').fill(username)
  await page.getByRole('radio', { name: /Front desk/ }).check()
  await page.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitation for Lucía Front Desk')
  const link = await page.getByTestId('account-link').inputValue()
  expect(link).toMatch(/\/admin\/welcome\/[\w-]{43}$/)
  // The Copy button (shown by its script) copies the link, or selects it where the browser will not.
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(page.locator('#link-status')).toHaveText(/^(Copied\.|The link is selected)/)
  await check('owner: invitation link')

  // The front desk accepts, in their own browser.
  const desk = await browser.newContext()
  const deskPage = await desk.newPage()
  await deskPage.goto(new URL(link).pathname)
  await expect(deskPage.getByText(`Your username is ${username}`)).toBeVisible()
  await check('welcome', deskPage)
  await deskPage.getByLabel('New password').fill('password12345')
  await deskPage.getByLabel('Type it again').fill('password12345')
  await deskPage.getByRole('button', { name: 'Save my password' }).click()
  await expect(deskPage.getByRole('alert')).toContainText('on lists of leaked passwords')
  await deskPage.getByLabel('New password').fill(password)
  await deskPage.getByLabel('Type it again').fill(password)
  await deskPage.getByRole('button', { name: 'Save my password' }).click()
  await expect(deskPage.getByRole('status')).toHaveText('Your password is saved. Sign in with it now.')
  await check('sign-in', deskPage)

  await signIn(deskPage, { username, password })
  await expect(deskPage).toHaveURL(/\/admin\/messages$/)
  const nav = deskPage.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link')).toHaveText([/^Messages/])

  // Moves the message to done.
  await deskPage.getByRole('link', { name: patient }).click()
  await expect(deskPage.getByRole('heading', { level: 1 })).toHaveText(`Message from ${patient}`)
  await check('front desk: message', deskPage)
  await deskPage.getByLabel('Status', { exact: true }).selectOption({ label: 'Done' })
  await deskPage.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(deskPage.getByLabel('Status', { exact: true })).toHaveValue('done')
  await deskPage.getByRole('link', { name: 'Back to messages' }).click()
  await expect(deskPage.getByRole('link', { name: patient })).toHaveCount(0)
  await deskPage.getByLabel('Status', { exact: true }).selectOption({ label: 'Done' })
  await deskPage.getByRole('button', { name: 'Filter' }).click()
  await expect(deskPage.getByRole('row', { name: new RegExp(patient) })).toContainText('Done')

  // Statistics and people are not theirs.
  for (const path of ['/admin/tools', '/admin/users', '/admin/audit']) {
    const response = await deskPage.goto(path)
    expect(response?.status(), path).toBe(403)
    await expect(deskPage.getByRole('heading', { level: 1 })).toHaveText('Not available to you')
    await expect(deskPage.getByText('Sessions in the United States')).toHaveCount(0)
  }
  await desk.close()

  // The owner sees it all in the audit trail.
  await page.goto('/admin/audit')
  await expect(
    page.getByRole('row', { name: new RegExp(`${username}.*Changed a message’s status.*New → Done`) }),
  ).toBeVisible()
  await check('owner: audit')
  expect(accessibility, accessibility.join('\n')).toEqual([])
})

/**
 * On a phone at night: the admin pages take the dark theme as the public site does (its script is
 * allowed by hash, so the policy reports nothing), pass axe in it, and a table becomes one card per
 * row, each value beside its column's name kept whole, so nothing scrolls sideways.
 */
test('the admin area follows the dark theme on a phone, and its tables fit as cards with their words whole', async ({
  browser,
  request,
}) => {
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Night Shift Patient',
      email: 'night@example.com',
      reason: 'other',
      message: 'A question.',
    },
  })
  expect(sent.status()).toBe(201)
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  const refused = await watchViolations(page)
  await signIn(page)
  for (const [path, header] of [
    ['/admin/users', 'Username'],
    ['/admin/audit', 'Record'],
    ['/admin/messages', 'Language'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveClass(/\bdark\b/)
    expect(await axeViolations(page), path).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${path} scrolls sideways`,
    ).toBe(true)
    // The column's name, drawn on each card beside its value (screen readers read the header).
    const name = page.getByRole('table').locator('tbody tr').first().getByText(header, { exact: true })
    await expect(name, path).toBeVisible()
    const lines = await name.evaluate((cell) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lines, `${path}: "${header}" on one line`).toBe(1)
  }
  // The rest of the admin area passes axe in the dark theme too.
  for (const path of ['/admin/tools', '/admin/keratoconus-qr', '/admin/backups', '/admin/account']) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
  await page.goto('/admin/messages')
  await page.getByRole('link', { name: 'Night Shift Patient' }).first().click()
  expect(await axeViolations(page), 'a message').toEqual([])
  expect(refused).toEqual([])
  await context.close()
})
