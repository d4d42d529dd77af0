import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { testServer } from '../../test-server'
import { prepareContentFolder } from '../../content-folder/repository'
import { DECAP_STYE_ES, editorApi, fakeBuild, scratchContent, STYE_ES } from './editor-test-kit'

/**
 * A new version of the website brings changed content while the office has edited its own: the
 * office's edit stays, the update waits at /admin/content/updates, and only the owner takes it,
 * choosing whose version to keep where both changed the same file.
 */

const scratch = scratchFolders('content-updates')
const STYE_EN = 'en/conditions/stye.md'
const OFFICE_EDIT = 'Casi siempre se cura en una o dos semanas'
const SHIPPED_ES = 'Casi siempre se quita en una o dos semanas'
const SHIPPED_EN = 'Most styes heal in one or two weeks with warm compresses.'

describe('an update of the shipped content', { timeout: 120_000 }, () => {
  let close = () => {}
  afterEach(() => close())

  it('keeps the office’s edit, offers the update, and lets the owner take it file by file', async () => {
    const shipped = scratchContent()
    const root = path.join(scratch(), 'content')
    expect(prepareContentFolder(root, { shipped }).created).toBe(true)
    const server = await testServer({ content: { root, build: fakeBuild({ fail: false, runs: 0 }) } })
    close = () => {
      server.close()
      fs.rmSync(shipped, { recursive: true, force: true })
    }
    const owner = await server.signIn()
    const { persist, read } = editorApi(server, root)

    // The office edits the Spanish stye page.
    const edited = read(STYE_ES).replace('Casi siempre sana en una o dos semanas', OFFICE_EDIT)
    expect(edited).not.toBe(read(STYE_ES))
    expect((await persist(owner, [{ path: DECAP_STYE_ES, raw: edited }])).status).toBe(200)

    // The new version of the website changes the same page, and the English one.
    const shippedText = (file: string) => fs.readFileSync(path.join(shipped, file), 'utf8')
    const writeShipped = (file: string, text: string) => fs.writeFileSync(path.join(shipped, file), text)
    writeShipped(STYE_ES, shippedText(STYE_ES).replace('Casi siempre sana en una o dos semanas', SHIPPED_ES))
    writeShipped(
      STYE_EN,
      shippedText(STYE_EN).replace('Most styes heal in one to two weeks with warm compresses.', SHIPPED_EN),
    )
    expect(shippedText(STYE_EN)).toContain(SHIPPED_EN)
    // The update of the software starts the server again: the update is offered, nothing overwritten.
    expect(prepareContentFolder(root, { shipped }).update).toBe('offered')
    expect(read(STYE_ES)).toBe(edited)
    expect(read(STYE_EN)).not.toContain(SHIPPED_EN)

    const history = await (
      await server.app.request('/admin/content/history', { headers: { cookie: owner.cookie } })
    ).text()
    expect(history).toContain('href="/admin/content/updates"')
    const page = await (
      await server.app.request('/admin/content/updates', { headers: { cookie: owner.cookie } })
    ).text()
    expect(page).toContain(STYE_EN)
    expect(page).toContain(STYE_ES)
    expect(page).toContain('(the office changed it too)')
    expect(page.match(/type="radio"/g)).toHaveLength(2)

    // An editor sees it but cannot take it.
    await server.addUser('editor')
    const editor = await server.signIn('editor', 'editor correct horse battery staple')
    expect(
      (await server.post(editor, '/admin/content/updates', { [`keep:${STYE_ES}`]: 'update' })).status,
    ).toBe(403)
    // Without a choice for the file both changed, nothing is taken.
    const unchosen = await server.post(owner, '/admin/content/updates', {})
    expect(unchosen.status).toBe(422)
    expect(await unchosen.text()).toContain('Choose whose version to keep')
    // In Spanish, the page and its refusal.
    const spanish = await (
      await server.app.request('/admin/content/updates', {
        headers: { cookie: owner.cookie, 'accept-language': 'es' },
      })
    ).text()
    expect(spanish).toContain('(el consultorio también lo cambió)')
    expect(spanish).toContain('Aceptar la actualización')
    const refused = await server.post(owner, '/admin/content/updates', {}, { 'accept-language': 'es' })
    expect(await refused.text()).toContain(`Elija qué versión conservar de ${STYE_ES}: no se cambió nada.`)
    expect(read(STYE_EN)).not.toContain(SHIPPED_EN)

    // The owner keeps the office's Spanish page and takes the rest.
    const taken = await server.post(owner, '/admin/content/updates', { [`keep:${STYE_ES}`]: 'office' })
    expect(taken.status).toBe(303)
    expect(read(STYE_ES)).toBe(edited)
    expect(read(STYE_EN)).toContain(SHIPPED_EN)
    expect(server.admin.deps.audit.query({ action: 'content.update_taken' })[0]).toMatchObject({
      username: 'owner',
    })
    const after = await (
      await server.app.request('/admin/content/updates', { headers: { cookie: owner.cookie } })
    ).text()
    expect(after).toContain('No update waiting')
  })
})
