import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testServer, type TestSession } from '../../test-server'
import { asStored, DECAP_STYE_ES, editorApi, fakeBuild, scratchContent, STYE_ES } from './editor-test-kit'
import { versionOf } from './api'
import { addDays } from '#shared/hours/schedule'
import { practiceToday } from './dates'
import { contentFile } from './paths'
import { tableRows } from '../ui/read-table'

/** Whether a closure as the file writes it covers `day`. */
const inRange = (entry: { from?: unknown; to?: unknown }, day: string) =>
  typeof entry.from === 'string' &&
  entry.from <= day &&
  day <= (typeof entry.to === 'string' && entry.to ? entry.to : entry.from)

/** What a refused save says: its sentence, then each problem. */
async function said(response: Response): Promise<string> {
  const answer = (await response.json()) as { error: string; problems?: { message: string }[] }
  return [answer.error, ...(answer.problems ?? []).map((problem) => problem.message)].join('\n')
}

// Each save checks the whole site (about 500 pages) in a worker thread: seconds, more on a busy machine.
describe('the content editor', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof testServer>>
  let root: string
  let owner: TestSession
  const outcome = { fail: false, runs: 0 }

  let call: ReturnType<typeof editorApi>['call']
  let read: ReturnType<typeof editorApi>['read']
  let persist: ReturnType<typeof editorApi>['persist']
  let versionNow: ReturnType<typeof editorApi>['versionNow']

  beforeEach(async () => {
    root = scratchContent()
    outcome.fail = false
    outcome.runs = 0
    server = await testServer({ content: { root, build: fakeBuild(outcome) } })
    ;({ call, read, persist, versionNow } = editorApi(server, root))
    owner = await server.signIn()
  })
  afterEach(() => {
    server.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('opens to owners and editors with its own CSP, and to nobody else, page or API', async () => {
    const page = await server.app.request('/admin/content', { headers: { cookie: owner.cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<script src="\/admin\/content\/decap\/[\d.]+\/decap-cms\.js"><\/script>/)
    expect(page.headers.get('content-security-policy')).toContain("'unsafe-eval'")
    // The policy is the editor's page's alone.
    const history = await server.app.request('/admin/content/history', { headers: { cookie: owner.cookie } })
    expect(history.headers.get('content-security-policy')).not.toMatch(/'unsafe-(eval|inline)'/)
    const home = await server.app.request('/')
    expect(home.headers.get('content-security-policy')).not.toMatch(/'unsafe-(eval|inline)'/)

    await server.addUser('editor')
    const editor = await server.signIn('editor', 'editor correct horse battery staple')
    expect((await server.app.request('/admin/content', { headers: { cookie: editor.cookie } })).status).toBe(
      200,
    )
    expect((await call(editor, 'info', {})).status).toBe(200)

    await server.addUser('front_desk')
    const desk = await server.signIn('front-desk', 'front-desk correct horse battery staple')
    expect((await server.app.request('/admin/content', { headers: { cookie: desk.cookie } })).status).toBe(
      403,
    )
    expect((await call(desk, 'getEntry', { path: DECAP_STYE_ES })).status).toBe(403)
    expect((await server.app.request('/api/admin/content/v1', { method: 'POST' })).status).toBe(401)
  })

  it('serves the bundle with a year’s cache and the generated configuration', async () => {
    const page = await (
      await server.app.request('/admin/content', { headers: { cookie: owner.cookie } })
    ).text()
    const bundle = /src="(\/admin\/content\/decap\/[^"]+)"/.exec(page)![1]!
    const script = await server.app.request(bundle, { headers: { cookie: owner.cookie } })
    expect(script.status).toBe(200)
    expect(script.headers.get('cache-control')).toContain('immutable')
    const missing = await server.app.request(bundle.replace('decap-cms.js', '..%2Fpackage.json'), {
      headers: { cookie: owner.cookie },
    })
    expect(missing.status).toBe(404)
    const setup = (await (
      await server.app.request('/admin/content/config.json', { headers: { cookie: owner.cookie } })
    ).json()) as {
      config: { backend: { proxy_url: string }; collections: { name: string }[] }
    }
    expect(setup.config.backend.proxy_url).toBe('/api/admin/content/v1')
    expect(setup.config.collections.map((c) => c.name)).toContain('condition')
    // The page's own script, bundled from its typed sources, and no inline code.
    expect(page).toContain('<script src="/admin/content/editor.js"></script>')
    expect(page).not.toMatch(/<script>/)
    const own = await server.app.request('/admin/content/editor.js', { headers: { cookie: owner.cookie } })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toContain('text/javascript')
    expect(await own.text()).toContain('/api/admin/content/session')
  })

  it('speaks the staff member’s language: Decap’s, its own words and the fields’ labels', async () => {
    const setupIn = async (acceptLanguage: string) =>
      (await (
        await server.app.request('/admin/content/config.json', {
          headers: { cookie: owner.cookie, 'accept-language': acceptLanguage },
        })
      ).json()) as {
        language: string
        config: { locale: string; collections: { name: string; label: string }[] }
        words: { signInTitle: string }
        user: { username: string }
      }
    const spanish = await setupIn('es-MX,es;q=0.9,en;q=0.5')
    expect(spanish).toMatchObject({ language: 'es', config: { locale: 'es' }, user: { username: 'owner' } })
    expect(spanish.config.collections.find((c) => c.name === 'news')?.label).toBe(
      'Noticias de nuestras oficinas',
    )
    expect(spanish.words.signInTitle).toBe('Inicie sesión de nuevo para guardar')
    const english = await setupIn('en-US,en;q=0.9')
    expect(english).toMatchObject({ language: 'en', config: { locale: 'en' } })
    expect(english.config.collections.find((c) => c.name === 'news')?.label).toBe('News from our offices')
    // A refusal in Spanish names the page and the field in Spanish.
    const before = read(STYE_ES)
    const refused = await call(
      owner,
      'persistEntry',
      {
        dataFiles: [
          { path: DECAP_STYE_ES, raw: before.replace(/^description:.*\n/m, ''), version: versionOf(before) },
        ],
        assets: [],
      },
      { 'accept-language': 'es' },
    )
    expect(refused.status).toBe(422)
    expect(await said(refused)).toMatch(/^No se guardó: .*\nOrzuelo \(.+\) › .+: .+/)
  })

  it('lists and reads pages as Decap names them, and nothing outside the content files', async () => {
    const list = (await (
      await call(owner, 'entriesByFolder', { folder: 'conditions', extension: 'md', depth: 2 })
    ).json()) as {
      file: { path: string }
    }[]
    expect(list.map((entry) => entry.file.path)).toEqual(
      expect.arrayContaining(['conditions/en/stye.md', DECAP_STYE_ES]),
    )
    const entry = (await (await call(owner, 'getEntry', { path: DECAP_STYE_ES })).json()) as { data: string }
    expect(entry.data).toBe(read(STYE_ES))
    for (const wanted of [
      '../package.json',
      '/etc/passwd',
      'conditions/es/../../../x.md',
      'es/conditions/stye.txt',
      'pages.ts',
    ])
      expect((await call(owner, 'getEntry', { path: wanted })).status, wanted).toBe(404)
    const outside = await persist(owner, [{ path: '../escape.md', raw: '---\ntitle: x\n---\n' }])
    expect(outside.status).toBe(422)
    expect(fs.existsSync(path.join(root, '..', 'escape.md'))).toBe(false)
  })

  it('refuses invalid edits in plain words, naming the page and the field, writing nothing', async () => {
    const before = read(STYE_ES)
    const cases = [
      {
        raw: before.replace(/^description:.*\n/m, ''),
        expected: {
          locale: 'es',
          path: ['description'],
          message: /^Orzuelo \(Spanish\) › Description in search results: Fill this in\.$/,
        },
      },
      {
        raw: before.replace('## ', 'Vea [esto](page:conditions/no-such-page).\n\n## '),
        expected: {
          locale: 'es',
          path: ['body'],
          message: /^Orzuelo \(Spanish\) › Text: A link leads to a page that does not exist/,
        },
      },
      {
        raw: before.replace('## ', 'Vea [esto](JaVa&#x53;cript:alert(1)).\n\n## '),
        expected: {
          locale: 'es',
          path: ['body'],
          message: /› Text: A link leads somewhere pages may not link to/,
        },
      },
      {
        raw: before.replace(/^title:.*$/m, `title: "${'Orzuelo '.repeat(10)}"`),
        expected: {
          locale: 'es',
          path: ['title'],
          message: /› Title in search results: Write at most 60 characters; it has 80\.$/,
        },
      },
    ]
    for (const { raw, expected } of cases) {
      const response = await persist(owner, [{ path: DECAP_STYE_ES, raw }])
      expect(response.status).toBe(422)
      const answer = (await response.json()) as { error: string; problems: { message: string }[] }
      expect(answer.error).toMatch(/^Not saved: (one thing|\d things) to change/)
      expect(answer.problems).toContainEqual({
        ...expected,
        message: expect.stringMatching(expected.message),
      })
      // Never a path, a pattern, an index or a code word.
      expect(JSON.stringify(answer)).not.toMatch(/\.md|API_ERROR|\^\[|Too (big|small)|expected string|page:/)
      expect(read(STYE_ES)).toBe(before)
    }
    expect(server.admin.deps.content!.revisions.list()).toEqual([])
    expect(server.admin.deps.audit.query({ action: 'content.saved' })).toEqual([])
  })

  it('refuses weaker advice on a red flag beside its field, in the words of the staff member’s language', async () => {
    const before = read(STYE_ES)
    const raw = before.replace(
      /^summary: .*$/m,
      'summary: "Si de repente pierde la vista de un ojo, pida una cita con nosotros esta semana."',
    )
    const inLanguage = async (language: string) => {
      const response = await call(
        owner,
        'persistEntry',
        {
          dataFiles: [{ path: DECAP_STYE_ES, raw, version: versionNow(DECAP_STYE_ES) }],
          assets: [],
          options: {},
        },
        { 'accept-language': language },
      )
      expect(response.status).toBe(422)
      return ((await response.json()) as { problems: { locale: string; path: string[]; message: string }[] })
        .problems
    }
    expect(await inLanguage('es')).toContainEqual({
      locale: 'es',
      path: ['summary'],
      message:
        'Orzuelo (español) › Resumen: Esto habla de la pérdida repentina de la vista, pero da un consejo más débil que «llame al 911 o vaya a la sala de emergencias ahora»: dígalo así, como su página de emergencia. «Si de repente pierde la vista de un ojo, pida una cita con nosotros esta semana.»',
    })
    expect(await inLanguage('en')).toContainEqual(
      expect.objectContaining({
        path: ['summary'],
        message: expect.stringMatching(
          /^Orzuelo \(Spanish\) › Summary: This speaks of sudden vision loss but gives weaker advice than “call 911/,
        ),
      }),
    )
    expect(read(STYE_ES)).toBe(before)
  })

  it('tells the page who is signed in and its current token, so a save survives signing in again', async () => {
    const session = (cookie?: string) =>
      server.app.request('/api/admin/content/session', { headers: cookie ? { cookie } : {} })
    const answer = await session(owner.cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toMatchObject({
      username: 'owner',
      csrf: owner.csrf,
      endsAt: expect.any(Number),
    })
    // Signed in again (a new session): the page learns the new token and saves with it.
    const again = await server.signIn()
    expect(again.csrf).not.toBe(owner.csrf)
    expect(await (await session(again.cookie)).json()).toMatchObject({ csrf: again.csrf })
    // Nobody signed in: 401, which the page answers with its sign-in dialog; a role without the editor: 403.
    expect((await session()).status).toBe(401)
    await server.addUser('front_desk')
    const desk = await server.signIn('front-desk', 'front-desk correct horse battery staple')
    expect((await session(desk.cookie)).status).toBe(403)
  })

  it('needs the session’s token for every change', async () => {
    const raw = read(STYE_ES).replace('Casi siempre sana', 'Casi siempre se cura')
    const response = await persist({ ...owner, csrf: 'wrong' }, [{ path: DECAP_STYE_ES, raw }])
    expect(response.status).toBe(403)
    const crossSite = await call(
      owner,
      'persistEntry',
      { dataFiles: [{ path: DECAP_STYE_ES, raw }], assets: [] },
      { origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect(read(STYE_ES)).not.toBe(raw)
  })

  it('saves a valid edit, audits it, keeps a revision, shows what changed and restores it', async () => {
    const before = read(STYE_ES)
    const raw = before.replace(
      'Casi siempre sana en una o dos semanas',
      'Casi siempre se cura en una o dos semanas',
    )
    const response = await persist(owner, [{ path: DECAP_STYE_ES, raw }])
    expect(response.status).toBe(200)
    expect(read(STYE_ES)).toBe(asStored(raw))
    expect(server.admin.deps.audit.query({ action: 'content.saved' })[0]).toMatchObject({
      username: 'owner',
      record: STYE_ES,
    })
    const [revision] = server.admin.deps.content!.revisions.list()
    expect(revision).toMatchObject({ path: STYE_ES, username: 'owner' })

    const page = async (url: string, language = 'en') =>
      (
        await server.app.request(url, { headers: { cookie: owner.cookie, 'accept-language': language } })
      ).text()
    // The list names the page by its heading, the person by name, the time in the practice's zone.
    const history = await page('/admin/content/history')
    /** The newest revision's cells: when, what, who, the change and its link. */
    const row = (html: string) => tableRows(html)[0] ?? []
    const [at, what, who, change] = row(history)
    expect(at).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\sP[SD]T$/)
    expect(what).toBe('Orzuelo (Spanish)')
    expect(who).toMatch(/\w/)
    expect(change).toMatch(/^<span data-kind="save">Saved<br\/><a [^>]*>What changed</)
    expect(history).not.toContain(STYE_ES.replace(/^es\//, ''))
    expect(history).toContain('Pacific time')
    const url = `/admin/content/history/${revision!.id}?path=${encodeURIComponent(STYE_ES)}`
    const diff = await page(url)
    // Old, then new, each marked in words as well as colour; long lines wrap.
    const removed = diff.indexOf('<span class="sr-only">Removed:</span> summary:')
    const added = diff.indexOf('<span class="sr-only">Added:</span> summary: &quot;El orzuelo')
    expect(removed).toBeGreaterThan(0)
    expect(added).toBeGreaterThan(removed)
    expect(diff).toContain('se cura en una o dos semanas')
    expect(diff).toContain('whitespace-pre-wrap')
    // In Spanish.
    expect(await page(url, 'es-MX')).toContain('<span class="sr-only">Se quitó:</span>')
    const spanish = row(await page('/admin/content/history', 'es'))
    expect(spanish[0]).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\.\sP[SD]T$/)
    expect(spanish[1]).toBe('Orzuelo (español)')
    expect(spanish[3]).toMatch(/Guardó<br\/><a[^>]*>Qué cambió</)

    // Restoring asks first: nothing changes until the person says yes.
    const asked = await server.post(owner, '/admin/content/history/restore', {
      id: revision!.id,
      path: STYE_ES,
    })
    expect(asked.status).toBe(200)
    expect(await asked.text()).toMatch(
      /“Orzuelo \(Spanish\)” will go back to how it was before the change of/,
    )
    expect(read(STYE_ES)).toBe(asStored(raw))
    const restored = await server.post(owner, '/admin/content/history/restore', {
      id: revision!.id,
      path: STYE_ES,
      confirm: 'yes',
    })
    expect(restored.status).toBe(303)
    expect(read(STYE_ES)).toBe(before)
    expect(server.admin.deps.audit.query({ action: 'content.restored' })).toHaveLength(1)
    expect(server.admin.deps.content!.revisions.list()).toHaveLength(2)
    // Listed as a restore.
    const restoredRow = row(await page('/admin/content/history'))
    expect(restoredRow[1]).toBe('Orzuelo (Spanish)')
    expect(restoredRow[3]).toContain('<span data-kind="restore"><strong>Restored an earlier version</strong>')
  })

  it('refuses a restore today’s checks refuse, in the staff member’s words, naming the page (as text) and the field', async () => {
    // A heading with markup in it, as an editor may type one: its page is named by it below.
    const marked = 'Orzuelo <img src=x onerror=alert(1)>'
    const heading = /^heading: .*$/m
    const first = await persist(owner, [
      { path: DECAP_STYE_ES, raw: read(STYE_ES).replace(heading, `heading: "${marked}"`) },
    ])
    expect(first.status).toBe(200)
    // One save changes a field both languages share; restoring one language alone would part them.
    const shared = (file: string) =>
      read(file).replace('emergency: emergency/orbital-cellulitis', 'emergency: emergency/sudden-vision-loss')
    const saved = await persist(owner, [
      { path: 'conditions/en/stye.md', raw: shared('en/conditions/stye.md') },
      { path: DECAP_STYE_ES, raw: shared(STYE_ES).replace(heading, 'heading: Orzuelo') },
    ])
    expect(saved.status).toBe(200)
    const [revision] = server.admin.deps.content!.revisions.list()
    const after = read(STYE_ES)
    const restore = (language: string) =>
      server.post(
        owner,
        '/admin/content/history/restore',
        { id: revision!.id, path: STYE_ES, confirm: 'yes' },
        { 'accept-language': language },
      )
    const spanish = await restore('es')
    expect(spanish.status).toBe(422)
    const words = await spanish.text()
    expect(words).toContain('No se restauró: esa versión anterior no pasa hoy las comprobaciones del sitio.')
    expect(words).toMatch(
      /Orzuelo &lt;img src=x onerror=alert\(1\)&gt; \(español\) › [^:<]+: Esto debe ser igual que en la página en inglés\./,
    )
    // The name is text: escaped once, never markup.
    expect(words).not.toContain('<img src=x')
    expect(words).not.toMatch(/must be the same|es\/conditions|emergency\b/)
    expect(read(STYE_ES)).toBe(after)
    expect(await (await restore('en')).text()).toMatch(
      /Not restored: .*Orzuelo &lt;img src=x onerror=alert\(1\)&gt; \(Spanish\) › [^:<]+: This must be the same as on the English page\./,
    )
  })

  it('saves the opening hours and a closure as the schemas want them', async () => {
    const practice = JSON.parse(read('practice.json')) as { offices: { hours: { closes: string }[] }[] }
    practice.offices[0]!.hours[0]!.closes = '18:30'
    expect((await persist(owner, [{ path: 'practice.json', raw: JSON.stringify(practice) }])).status).toBe(
      200,
    )
    expect((JSON.parse(read('practice.json')) as typeof practice).offices[0]!.hours[0]!.closes).toBe('18:30')
    // Closing before opening is refused with its field.
    practice.offices[0]!.hours[0]!.closes = '01:00'
    const refused = await persist(owner, [{ path: 'practice.json', raw: JSON.stringify(practice) }])
    expect(await said(refused)).toMatch(
      /^Offices and weekly hours › Offices › office 1 › Weekly hours › block of days 1 › Closes at: The closing time comes before the opening time\.$/m,
    )
    // The editor's multiple choice sends ["all"]; the file keeps "all".
    const closures = JSON.parse(read('closures.json')) as { closures: { offices: unknown; to?: string }[] }
    closures.closures[1]!.offices = ['all']
    closures.closures[0]!.to = ''
    expect((await persist(owner, [{ path: 'closures.json', raw: JSON.stringify(closures) }])).status).toBe(
      200,
    )
    const saved = JSON.parse(read('closures.json')) as typeof closures
    expect(saved.closures[1]!.offices).toBe('all')
    expect(saved.closures[0]!.to).toBeUndefined()
    // A closed day as the editor sends it: the "Special hours" block left empty, one office.
    let day = practiceToday()
    while (saved.closures.some((entry) => inRange(entry, day))) day = addDays(day, 1)
    const training = {
      from: day,
      to: '',
      offices: ['irvine'],
      hours: { opens: null, closes: null },
      reason: { en: 'Staff training', es: 'Capacitación del personal' },
    }
    const withDay = { closures: [...saved.closures, training] }
    const closedDay = await persist(owner, [{ path: 'closures.json', raw: JSON.stringify(withDay) }])
    expect(closedDay.status).toBe(200)
    expect((JSON.parse(read('closures.json')) as typeof closures).closures.at(-1)).toEqual({
      from: day,
      offices: ['irvine'],
      reason: training.reason,
    })
    // A day typed wrong (31/12/2026 read as 1905) is refused in words, with the day allowed.
    const typo = { closures: [...saved.closures, { ...training, from: '1905-11-01' }] }
    const refusedDay = await persist(owner, [{ path: 'closures.json', raw: JSON.stringify(typo) }])
    expect(refusedDay.status).toBe(422)
    expect(await said(refusedDay)).toMatch(
      /^Closed days and special hours › \w{3} \d+ \w{3} · Irvine · [^›]+ › First day: Choose a day from \w{3}, \w{3} \d+, \d{4} to \w{3}, \w{3} \d+, \d{4}\.$/m,
    )
  })

  it('stores uploaded pictures re-encoded in the photos folder, and refuses other files', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'someone' } } })
      .toBuffer()
    const saved = await call(owner, 'persistMedia', {
      asset: { path: 'photos/front-desk.jpg', content: jpeg.toString('base64'), encoding: 'base64' },
    })
    expect(saved.status).toBe(200)
    const stored = fs.readFileSync(path.join(root, 'photos/front-desk.jpg'))
    expect(Buffer.compare(stored, jpeg)).not.toBe(0)
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
    const html = await call(owner, 'persistMedia', {
      asset: {
        path: 'photos/x.jpg',
        content: Buffer.from('<script>').toString('base64'),
        encoding: 'base64',
      },
    })
    expect(html.status).toBe(422)
    const sneaky = await call(owner, 'persistMedia', {
      asset: { path: '../x.jpg', content: jpeg.toString('base64'), encoding: 'base64' },
    })
    expect(sneaky.status).toBe(422)
    expect(fs.existsSync(path.join(root, 'photos/x.jpg'))).toBe(false)
  })

  it('describes an uploaded picture in the photo list, checked as the build checks it, for a page to show', async () => {
    const upload = async (name: string, width: number, height: number) => {
      const picture = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer()
      const response = await call(owner, 'persistMedia', {
        asset: { path: `photos/${name}`, content: picture.toString('base64'), encoding: 'base64' },
      })
      expect(response.status).toBe(200)
    }
    await upload('front-desk.jpg', 1400, 1050)
    await upload('tiny.jpg', 40, 30)
    const photo = (changes: Record<string, unknown> = {}) => ({
      id: 'front-desk',
      file: 'front-desk.jpg',
      alt: {
        en: 'The front desk of our Irvine office, with the waiting room behind it',
        es: 'La recepción de nuestra oficina de Irvine, con la sala de espera detrás',
      },
      slot: 'header',
      ...changes,
    })
    const list = 'photos/photos.json'
    const before = read(list)
    const saveList = (photos: unknown[]) => persist(owner, [{ path: list, raw: JSON.stringify({ photos }) }])
    for (const [photos, expected] of [
      [
        [photo({ alt: { en: photo().alt.en, es: '' } })],
        /^Photos › The front desk of our Irvine office, with the waiting room behind it › What the photo shows › In Spanish: Write at least 10 characters; it has 0\.$/m,
      ],
      [
        [photo({ file: 'lobby.jpg' })],
        /^Photos › [^›]+ › Picture: Choose a picture uploaded under Media\.$/m,
      ],
      [
        [photo({ file: 'tiny.jpg' })],
        /› Picture: The picture is too small for where it is shown: upload a larger one/,
      ],
      [
        [photo(), photo({ alt: photo().alt })],
        /^Photos › [^›]+ › Photo: Another photo already has this name: choose another\.$/m,
      ],
    ] as const) {
      const refused = await saveList([...photos])
      expect(refused.status).toBe(422)
      expect(await said(refused)).toMatch(expected)
      expect(read(list)).toBe(before)
    }
    // A page cannot name a photo the list does not have; once it is described, it can. The photo
    // is shared by the page's languages, so the editor sends both.
    const withPhoto = (file: string) =>
      read(file).replace(/^type: condition$/m, 'type: condition\nphoto: front-desk')
    const showPhoto = () =>
      persist(owner, [
        { path: 'conditions/en/stye.md', raw: withPhoto('en/conditions/stye.md') },
        { path: DECAP_STYE_ES, raw: withPhoto(STYE_ES) },
      ])
    expect((await showPhoto()).status).toBe(422)
    expect((await saveList([photo()])).status).toBe(200)
    expect(JSON.parse(read(list))).toEqual({ photos: [photo()] })
    expect((await showPhoto()).status).toBe(200)
    expect(read(STYE_ES)).toMatch(/^photo: front-desk$/m)
    // A photo a page shows cannot be taken off the list.
    expect((await saveList([])).status).toBe(422)
  })

  it('gives a team member a photo of the list, and names the person when it cannot be shown', async () => {
    const portrait = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#556677' } })
      .jpeg()
      .toBuffer()
    const list = JSON.parse(read('photos/photos.json')) as { photos: unknown[] }
    const card = {
      id: 'elena',
      file: 'elena.jpg',
      alt: { en: 'Dr. Elena Márquez, smiling', es: 'La Dra. Elena Márquez, sonriendo' },
      slot: 'card',
    }
    const withCard = { photos: [...list.photos, card] }
    // The picture as Decap sends one uploaded from the field's media library: with the save.
    const saveWith = (assetPath: string) =>
      call(owner, 'persistEntry', {
        dataFiles: [
          {
            path: 'photos/photos.json',
            raw: JSON.stringify(withCard),
            version: versionNow('photos/photos.json'),
          },
        ],
        assets: [{ path: assetPath, content: portrait.toString('base64'), encoding: 'base64' }],
      })
    expect((await saveWith('../elena.jpg')).status).toBe(422)
    expect(fs.existsSync(path.join(root, 'photos/elena.jpg'))).toBe(false)
    expect(JSON.parse(read('photos/photos.json'))).toEqual(list)
    const described = await saveWith('photos/elena.jpg')
    expect(described.status).toBe(200)
    expect((await sharp(fs.readFileSync(path.join(root, 'photos/elena.jpg'))).metadata()).width).toBe(700)
    expect(JSON.parse(read('photos/photos.json'))).toEqual(withCard)
    const member = 'team/elena-marquez.md'
    const withPhoto = (photo: string) => read(member).replace(/^kind: /m, `photo: ${photo}\nkind: `)
    const missing = await persist(owner, [{ path: member, raw: withPhoto('elena-portrait') }])
    expect(missing.status).toBe(422)
    expect(await said(missing)).toMatch(
      /^Elena Márquez › Photo: That photo is not in the Photos list: describe it under Photos first, or choose another\.$/m,
    )
    expect(read(member)).not.toContain('photo:')
    const shown = await persist(owner, [{ path: member, raw: withPhoto('elena') }])
    expect(shown.status).toBe(200)
    expect(read(member)).toMatch(/^photo: elena$/m)
  })

  it('publishes in the background, swaps the site in when built, and keeps it when the build fails', async () => {
    const old = await (await server.app.request('/')).text()
    const raw = read(STYE_ES).replace(
      'Casi siempre sana en una o dos semanas',
      'Casi siempre se cura en una o dos semanas',
    )
    expect((await persist(owner, [{ path: DECAP_STYE_ES, raw }])).status).toBe(200)
    const revisions = async (session = owner) =>
      (await server.app.request('/admin/content/history', { headers: { cookie: session.cookie } })).text()
    const watcher = /<script src="(\/admin\/assets\/publish-status-[\da-f]{12}\.js)" defer/
    const status = (session?: TestSession) =>
      server.app.request('/api/admin/content/publish', {
        headers: session ? { cookie: session.cookie } : {},
      })
    await server.addUser('editor')
    await server.addUser('front_desk')
    const editor = await server.signIn('editor', 'editor correct horse battery staple')
    const desk = await server.signIn('front-desk', 'front-desk correct horse battery staple')
    // Nothing to watch before a publish: the page loads no script of its own.
    expect(await revisions()).not.toMatch(watcher)
    // Two publishes at once: one build now, and the second joins the one queued after it.
    const first = await server.post(owner, '/admin/content/publish')
    expect(first.status).toBe(303)
    // While it builds, the page's script watches the publish (its JSON below) and redraws the
    // panel when it ends.
    const building = await revisions()
    expect(building).toMatch(/data-publish-panel="true" data-watch="\/api\/admin\/content\/publish"/)
    const script = watcher.exec(building)?.[1]
    await server.post(owner, '/admin/content/publish')
    await server.post(owner, '/admin/content/publish')
    expect(await (await server.app.request('/')).text()).toBe(old)
    await server.admin.deps.content!.publisher.idle()
    expect(outcome.runs).toBe(2)
    expect(await (await server.app.request('/')).text()).toContain('se cura en una o dos semanas')
    // One entry per build and person: the owner asked twice for the second build.
    expect(server.admin.deps.audit.query({ action: 'content.published' })).toHaveLength(2)
    const code = await server.app.request(script ?? '/admin/assets/none.js', {
      headers: { cookie: owner.cookie },
    })
    expect(code.headers.get('content-type')).toContain('text/javascript')
    expect(await code.text()).toContain('data-publish-rest')
    // The JSON answers those who may publish (owner, editor) and nobody else.
    for (const session of [owner, editor]) {
      const answer = await status(session)
      expect(answer.headers.get('content-type')).toContain('application/json')
      expect(((await answer.json()) as { state: string }).state).toBe('done')
    }
    expect((await status(desk)).status).toBe(403)
    expect((await status()).status).toBe(401)
    // Done: the panel says so, and the page watches no more.
    const done = await revisions(editor)
    expect(done).toContain('data-state="done"')
    expect(done).not.toMatch(watcher)
    expect(done).not.toContain('data-watch')

    outcome.fail = true
    const published = await (await server.app.request('/')).text()
    await server.post(owner, '/admin/content/publish')
    await server.admin.deps.content!.publisher.idle()
    expect(await (await server.app.request('/')).text()).toBe(published)
    const failed = server.admin.deps.content!.publisher.status()
    expect(failed.state).toBe('failed')
    expect(failed.error).toContain('Unexpected token')
    const page = await (
      await server.app.request('/admin/content/history', { headers: { cookie: owner.cookie } })
    ).text()
    expect(page).toContain('The last publish failed')
    expect(server.admin.deps.audit.query({ action: 'content.publish_failed' })).toHaveLength(1)
  })
})

describe('the content editor on a Git checkout', () => {
  it('commits each save with the staff member as its author', async () => {
    const root = scratchContent(true)
    const server = await testServer({ content: { root, build: () => [] } })
    try {
      const owner = await server.signIn()
      const raw = fs
        .readFileSync(path.join(root, STYE_ES), 'utf8')
        .replace('Casi siempre sana', 'Casi siempre se cura')
      const response = await editorApi(server, root).persist(owner, [{ path: DECAP_STYE_ES, raw }])
      expect(response.status).toBe(200)
      const log = execFileSync('git', ['-C', root, 'log', '-1', '--format=%an|%ae|%s'], {
        encoding: 'utf8',
      }).trim()
      expect(log).toMatch(/^.+\|owner@staff\.invalid\|Edit es\/conditions\/stye\.md$/)
      const revisions = server.admin.deps.content!.revisions
      const [revision] = revisions.list()
      expect(revisions.get(revision!.id, STYE_ES)?.body).toBe(asStored(raw))
      expect(revisions.get(revision!.id, STYE_ES)?.previous).toContain('Casi siempre sana')
    } finally {
      server.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('what the editor sends', () => {
  it('leaves a file it only reformatted alone', async () => {
    const { sameContent } = await import('./api')
    const file = contentFile(DECAP_STYE_ES)!
    const original = '---\ntitle: "A long title"\nupdated: 2026-10-15\n---\nText\n'
    expect(
      sameContent(file, original, '---\nupdated: 2026-10-15\ntitle: >-\n  A long title\n---\n\nText\n'),
    ).toBe(true)
    expect(sameContent(file, original, '---\ntitle: A longer title\nupdated: 2026-10-15\n---\nText\n')).toBe(
      false,
    )
  })

  it('keeps dates as days, as written, and sets “Updated” to today when the text changed', async () => {
    const { textToStore } = await import('./api')
    const { practiceToday } = await import('./dates')
    const file = contentFile(DECAP_STYE_ES)!
    const same = '---\nupdated: 2026-10-15\ntitle: x\n---\nText\n'
    // Decap hands a day back as midnight UTC: the file keeps the day, and the text did not change.
    expect(textToStore(file, '---\nupdated: 2026-10-15T00:00:00.000Z\ntitle: x\n---\nText\n', same)).toBe(
      same,
    )
    // Written over the current file: its order and quoting stay, an emptied optional field goes,
    // and the text changed, so "Updated" is today.
    const current = '---\ntitle: x\nupdated: 2026-10-15\nreviewedBy: "Ana Ruiz, OD"\n---\nText\n'
    expect(
      textToStore(
        file,
        '---\ntitle: x\nupdated: 2026-10-15T00:00:00Z\nreviewedBy: ""\n---\nMore text\n',
        current,
      ),
    ).toBe(`---\ntitle: x\nupdated: ${practiceToday()}\n---\nMore text\n`)
    // A file dated later than today (written where it was already tomorrow) keeps its day.
    const ahead = '---\ntitle: x\nupdated: 2099-01-01\n---\nText\n'
    expect(textToStore(file, '---\ntitle: x\nupdated: 2099-01-01\n---\nNew text\n', ahead)).toContain(
      'updated: 2099-01-01',
    )
  })
})
