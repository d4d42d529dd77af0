import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { testServer, type TestSession } from '../../test-server'
import { PUBLISH_LIMIT, UPLOAD_LIMIT } from './api'
import { asStored, DECAP_STYE_ES, editorApi, fakeBuild, scratchContent, STYE_ES } from './editor-test-kit'
import { tableRows } from '../ui/read-table'
import { workerValidator } from './validator'

/**
 * The editor as an attacker holding an editor account would use it: files planted in the content
 * folder (front matter in JavaScript, links out of the folder), saves over someone else's, a
 * check that takes long, publishes and uploads without end. Each is refused with a plain reason,
 * and nothing planted ever runs.
 */

/** Front matter that, read as JavaScript, leaves `marker` behind. */
const planted = (opener: string, marker: string) => `${opener}
{
  title: (require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Stye'),
  type: 'condition',
}
---
## What it is {#what-it-is}
`

const picture = (background: string) =>
  sharp({ create: { width: 20, height: 20, channels: 3, background } })
    .png()
    .toBuffer()

type Server = Awaited<ReturnType<typeof testServer>>

const cleanup: (() => void)[] = []
afterEach(() => {
  for (const step of cleanup.splice(0).reverse()) step()
})

/** A server on a scratch content folder, `prepare`d before it starts, with the owner signed in. */
async function start(
  prepare: (root: string) => void = () => {},
  validate?: ReturnType<typeof workerValidator>,
) {
  const root = scratchContent()
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-content-'))
  cleanup.push(() => {
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(outside, { recursive: true, force: true })
  })
  prepare(root)
  const build = fakeBuild({ fail: false, runs: 0 })
  const server: Server = await testServer({ content: { root, build, validate } })
  cleanup.push(() => server.close())
  const owner = await server.signIn()
  return { root, outside, server, owner, ...editorApi(server, root) }
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

describe('files planted in the content folder', () => {
  it('keep the editor closed, named, while front matter is not YAML, and nothing of them runs', async () => {
    const marker = path.join(os.tmpdir(), `editor-ran-${process.pid}`)
    cleanup.push(() => fs.rmSync(marker, { force: true }))
    const files = ['en/conditions/chalazion.md', 'es/conditions/chalazion.md', 'team/elena-marquez.md']
    const { root, server, owner, call } = await start((root) => {
      fs.writeFileSync(path.join(root, files[0]!), planted('---js', marker))
      fs.writeFileSync(path.join(root, files[1]!), planted('---javascript', marker))
      fs.writeFileSync(path.join(root, files[2]!), planted('---json', marker))
    })
    const page = await server.app.request('/admin/content', { headers: { cookie: owner.cookie } })
    expect(page.status).toBe(503)
    const html = await page.text()
    expect(html).toContain('The content editor is closed')
    for (const file of files) expect(html).toContain(`<code class="font-mono text-sm">${file}</code>`)
    expect(html).not.toContain('decap-cms.js')
    for (const [action, params] of [
      ['getEntry', { path: 'conditions/en/chalazion.md' }],
      ['entriesByFolder', { folder: 'conditions', extension: 'md' }],
      ['entriesByFolder', { folder: 'team', extension: 'md' }],
      ['persistEntry', { dataFiles: [{ path: DECAP_STYE_ES, raw: '---\n---\n' }], assets: [] }],
    ] as const) {
      const response = await call(owner, action, params)
      expect(response.status, action).toBe(503)
      // Said to staff in plain words, naming the files for whoever maintains the site.
      expect(await errorOf(response)).toMatch(
        /^The editor is closed: the content folder holds files it does not open \(.*en\/conditions\/chalazion\.md.*\)\. Ask whoever maintains the site/,
      )
    }
    expect((await server.post(owner, '/admin/content/publish')).status).toBe(503)
    expect(fs.existsSync(marker)).toBe(false)

    // Fixed on disk, the editor opens again at its next visit.
    for (const file of files) fs.copyFileSync(path.join('app/content', file), path.join(root, file))
    expect((await server.app.request('/admin/content', { headers: { cookie: owner.cookie } })).status).toBe(
      200,
    )
    expect((await call(owner, 'getEntry', { path: 'conditions/en/chalazion.md' })).status).toBe(200)
  })

  it('are refused when a save sends front matter that is not YAML, and nothing runs', async () => {
    const marker = path.join(os.tmpdir(), `editor-save-ran-${process.pid}`)
    cleanup.push(() => fs.rmSync(marker, { force: true }))
    const { owner, persist, read } = await start()
    const before = read(STYE_ES)
    for (const opener of ['---js', '---javascript', '---json', '--- js']) {
      const response = await persist(owner, [{ path: DECAP_STYE_ES, raw: planted(opener, marker) }])
      expect(response.status, opener).toBe(422)
      expect(await errorOf(response)).toMatch(
        /^es\/conditions\/stye\.md: the first line must be exactly "---"/,
      )
    }
    expect(read(STYE_ES)).toBe(before)
    expect(fs.existsSync(marker)).toBe(false)
  })

  it('refuse a symlinked page: nothing read through it, nothing written through it', async () => {
    const { root, outside, server, owner, call, persist } = await start()
    const secret = path.join(outside, 'secret.md')
    fs.writeFileSync(secret, '---\ntitle: the secret\n---\n')
    const page = path.join(root, 'en/conditions/chalazion.md')
    fs.rmSync(page)
    fs.symlinkSync(secret, page)
    const passwd = path.join(root, 'es/conditions/chalazion.md')
    fs.rmSync(passwd)
    fs.symlinkSync('/etc/passwd', passwd)

    for (const wanted of ['conditions/en/chalazion.md', 'conditions/es/chalazion.md']) {
      const response = await call(owner, 'getEntry', { path: wanted })
      expect(response.status, wanted).toBe(422)
      const text = await response.text()
      expect(text).toMatch(/chalazion\.md is a symbolic link/)
      expect(text).not.toMatch(/the secret|root:/)
    }
    const listing = await call(owner, 'entriesByFolder', { folder: 'conditions', extension: 'md' })
    expect(listing.status).toBe(422)
    expect(await listing.text()).not.toMatch(/the secret|root:/)
    const save = await persist(owner, [
      {
        path: 'conditions/en/chalazion.md',
        raw: fs.readFileSync('app/content/en/conditions/chalazion.md', 'utf8'),
      },
    ])
    expect(save.status).toBe(422)
    expect(fs.lstatSync(page).isSymbolicLink()).toBe(true)
    expect(fs.readFileSync(secret, 'utf8')).toBe('---\ntitle: the secret\n---\n')
    expect(server.admin.deps.content!.revisions.list()).toEqual([])

    // The next visit finds the links and closes the editor.
    const editor = await server.app.request('/admin/content', { headers: { cookie: owner.cookie } })
    expect(editor.status).toBe(503)
    expect(await editor.text()).toMatch(/en\/conditions\/chalazion\.md<\/code>: is a symbolic link/)
  })

  it('refuse a symlinked photo, and never replace an uploaded one', async () => {
    const { root, outside, owner, call } = await start()
    const upload = async (name: string, bytes: Buffer) =>
      call(owner, 'persistMedia', {
        asset: { path: `photos/${name}`, content: bytes.toString('base64'), encoding: 'base64' },
      })
    const elsewhere = path.join(outside, 'lobby.png')
    fs.writeFileSync(elsewhere, await picture('#112233'))
    fs.symlinkSync(elsewhere, path.join(root, 'photos/lobby.png'))
    fs.symlinkSync('/etc/passwd', path.join(root, 'photos/passwd.png'))

    for (const name of ['lobby.png', 'passwd.png']) {
      const response = await call(owner, 'getMediaFile', { path: `photos/${name}` })
      expect(response.status, name).toBe(422)
      expect(await errorOf(response)).toMatch(/is a symbolic link/)
    }
    const library = (await (await call(owner, 'getMedia', {})).json()) as { path: string }[]
    expect(library.map((file) => file.path)).not.toEqual(expect.arrayContaining(['photos/lobby.png']))
    const overLink = await upload('lobby.png', await picture('#445566'))
    expect(overLink.status).toBe(422)
    expect(fs.lstatSync(path.join(root, 'photos/lobby.png')).isSymbolicLink()).toBe(true)
    expect(fs.readFileSync(elsewhere)).toEqual(await picture('#112233'))

    // An uploaded picture stays as it is: the same picture again is fine, another one is refused.
    expect((await upload('front-desk.png', await picture('#884422'))).status).toBe(200)
    const first = fs.readFileSync(path.join(root, 'photos/front-desk.png'))
    expect((await upload('front-desk.png', await picture('#884422'))).status).toBe(200)
    const replaced = await upload('front-desk.png', await picture('#228844'))
    expect(replaced.status).toBe(409)
    expect(await errorOf(replaced)).toMatch(/already uploaded.*another name, such as front-desk-2\.png/)
    expect(fs.readFileSync(path.join(root, 'photos/front-desk.png'))).toEqual(first)
  })
})

// Each save checks the whole site in a worker thread: seconds, more on a busy machine.
describe('saves', { timeout: 120_000 }, () => {
  it('are answered 409 when the file changed since the editor read it, and overwrite nothing', async () => {
    const { server, owner, persist, read, versionNow } = await start()
    await server.addUser('editor')
    const editor: TestSession = await server.signIn('editor', 'editor correct horse battery staple')
    const opened = versionNow(DECAP_STYE_ES)
    const theirs = read(STYE_ES).replace('Casi siempre sana', 'Casi siempre se cura')
    expect((await persist(editor, [{ path: DECAP_STYE_ES, raw: theirs, version: opened }])).status).toBe(200)

    const mine = read(STYE_ES)
      .replace('se cura', 'mejora')
      .replace(/^title: .*$/m, 'title: "Orzuelo"')
    const stale = await persist(owner, [{ path: DECAP_STYE_ES, raw: mine, version: opened }])
    expect(stale.status).toBe(409)
    expect(await errorOf(stale)).toBe(
      'Not saved: someone else changed this page after you opened it, and saving would undo their change. Copy what you wrote, reload the page, and make your change again.',
    )
    expect(read(STYE_ES)).toBe(theirs)
    // A file the editor did not read (no version) is not written over either.
    expect((await persist(owner, [{ path: DECAP_STYE_ES, raw: mine, version: null }])).status).toBe(409)
    expect(read(STYE_ES)).toBe(theirs)
  })

  it('to one file are made one at a time: of two from the same version, one is saved', async () => {
    const { owner, persist, read, versionNow } = await start()
    const version = versionNow(DECAP_STYE_ES)
    const edit = (words: string) => read(STYE_ES).replace('Casi siempre sana', words)
    const answers = await Promise.all([
      persist(owner, [{ path: DECAP_STYE_ES, raw: edit('Casi siempre se cura'), version }]),
      persist(owner, [{ path: DECAP_STYE_ES, raw: edit('Casi siempre mejora'), version }]),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const saved = (
      (await answers.find((answer) => answer.status === 200)!.json()) as {
        versions: Record<string, string>
      }
    ).versions
    expect(saved[DECAP_STYE_ES]).toBe(versionNow(DECAP_STYE_ES))
  })

  it('are checked off the main thread: the server answers at once while a check takes a second', async () => {
    const slow = workerValidator({ entry: new URL('./slow-validate-worker.fixture.ts', import.meta.url) })
    const { server, owner, persist, read } = await start(undefined, slow)
    const raw = read(STYE_ES).replace('Casi siempre sana', 'Casi siempre se cura')
    const began = performance.now()
    const save = { done: false }
    const saving = persist(owner, [{ path: DECAP_STYE_ES, raw }]).finally(() => (save.done = true))
    const answers: number[] = []
    while (!save.done) {
      const asked = performance.now()
      const health = await server.app.request('/api/health')
      expect(health.status).toBe(200)
      answers.push(performance.now() - asked)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await saving).status).toBe(200)
    expect(performance.now() - began).toBeGreaterThan(1_000)
    expect(answers.length).toBeGreaterThan(20)
    // A check on the main thread would hold one answer for the whole second; a busy machine may
    // slow any answer a little, never by half of that.
    expect(Math.max(...answers)).toBeLessThan(500)
    expect(read(STYE_ES)).toBe(asStored(raw))
  })
})

describe('what staff write', { timeout: 120_000 }, () => {
  it('shows as text in the revision list, the revision and the restore question: a heading with markup, a photo’s name', async () => {
    const { server, owner, root, read, persist, call } = await start()
    const heading = '<img src=x onerror=alert(1)>Orzuelo <b>hoy</b>'
    const raw = read(STYE_ES).replace(/^heading: .*$/m, `heading: ${JSON.stringify(heading)}`)
    const saved = await persist(owner, [{ path: DECAP_STYE_ES, raw }])
    expect(saved.status).toBe(200)
    expect(read(STYE_ES)).toContain(heading)
    const uploaded = await call(owner, 'persistMedia', {
      asset: {
        path: 'photos/x-onerror.png',
        content: (await picture('#123456')).toString('base64'),
        encoding: 'base64',
      },
    })
    expect(uploaded.status).toBe(200)
    const page = async (url: string) =>
      (await server.app.request(url, { headers: { cookie: owner.cookie } })).text()
    const escaped = '&lt;img src=x onerror=alert(1)&gt;Orzuelo &lt;b&gt;hoy&lt;/b&gt; (Spanish)'
    const history = await page('/admin/content/history')
    expect(history).toContain(escaped)
    expect(history).not.toMatch(/<img src=x|<b>hoy/)
    // The upload is listed, by its file name, as a photo upload.
    const upload = tableRows(history).find((cells) => cells[1] === 'Photo x-onerror.png')
    expect(upload?.[3]).toContain('data-kind="upload"')
    const [revision] = server.admin.deps.content!.revisions.list().filter((entry) => entry.path === STYE_ES)
    // The revision's own page: its title, in the page's heading and the window's.
    const changes = await page(`/admin/content/history/${revision!.id}?path=${encodeURIComponent(STYE_ES)}`)
    expect(changes).toContain(`<h1 class="text-2xl font-bold tracking-tight">Revision of ${escaped}</h1>`)
    expect(changes).toContain(`<title>Revision of ${escaped} |`)
    expect(changes).not.toMatch(/<img src=x|<b>hoy/)
    const question = await server.post(owner, '/admin/content/history/restore', {
      id: revision!.id,
      path: STYE_ES,
    })
    const asked = await question.text()
    expect(asked).toContain(`“${escaped}”`)
    expect(asked).not.toMatch(/<img src=x|<b>hoy/)
    expect(fs.existsSync(path.join(root, 'photos/x-onerror.png'))).toBe(true)
  })

  it('shows a person’s name as text in the editor’s page and the revisions: markup in a display name', async () => {
    const { server, owner, read, persist } = await start()
    const name = '"><img src=x onerror=alert(1)>'
    const me = server.admin.deps.users.byUsername('owner')!
    server.admin.deps.users.update(me.id, { display_name: name, email: me.email, role: me.role })
    const saved = await persist(owner, [
      { path: DECAP_STYE_ES, raw: read(STYE_ES).replace('sana', 'se cura') },
    ])
    expect(saved.status).toBe(200)
    const page = async (url: string) =>
      (await server.app.request(url, { headers: { cookie: owner.cookie } })).text()
    const shell = await page('/admin/content')
    expect(shell).toContain(
      '<meta name="editor-user" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"/>',
    )
    const history = await page('/admin/content/history')
    // In the page's header; the revision's author, as Git keeps it, has lost its brackets.
    expect(history).toContain('<span>&quot;&gt;&lt;img src=x onerror=alert(1)&gt; <span')
    expect(tableRows(history)[0]?.[2]).toContain('img src=x onerror=alert(1)')
    for (const html of [shell, history]) expect(html).not.toContain('<img src=x')
  })
})

describe('publishes and uploads', () => {
  it('are limited per person, and a publish records each person once', async () => {
    const { server, owner, call } = await start()
    const publish = (session: TestSession) =>
      server.app.request('/api/admin/content/publish', {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
      })
    for (let count = 0; count < PUBLISH_LIMIT.limit; count++) expect((await publish(owner)).status).toBe(202)
    const refused = await publish(owner)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await errorOf(refused)).toMatch(/published again in \d+ minutes/)
    const page = await server.post(owner, '/admin/content/publish')
    expect(page.status).toBe(429)
    expect(await page.text()).toContain('published again in')
    await server.addUser('editor')
    const editor = await server.signIn('editor', 'editor correct horse battery staple')
    expect((await publish(editor)).status).toBe(202)
    await server.admin.deps.content!.publisher.idle()
    const published = server.admin.deps.audit.query({ action: 'content.published' })
    // The first build for the owner; the owner's other requests and the editor's, one build after it.
    expect(published.map((entry) => entry.username).sort()).toEqual(['editor', 'owner', 'owner'])

    const bytes = (await picture('#336699')).toString('base64')
    for (let count = 0; count < UPLOAD_LIMIT.limit; count++) {
      const upload = await call(owner, 'persistMedia', {
        asset: { path: `photos/picture-${count}.png`, content: bytes, encoding: 'base64' },
      })
      expect(upload.status).toBe(200)
    }
    const tooMany = await call(owner, 'persistMedia', {
      asset: { path: 'photos/one-more.png', content: bytes, encoding: 'base64' },
    })
    expect(tooMany.status).toBe(429)
    expect(await errorOf(tooMany)).toMatch(/Too many pictures uploaded/)
    expect(fs.existsSync(path.join(server.admin.deps.content!.root, 'photos/one-more.png'))).toBe(false)
  })
})
