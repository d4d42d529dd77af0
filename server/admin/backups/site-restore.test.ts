import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { DATABASE_FILE } from '../../db'
import { testServer } from '../../test-server'
import { SYSTEM } from '../audit/log'
import { DECAP_STYE_ES, editorApi, fakeBuild, scratchContent, STYE_ES } from '../content/editor-test-kit'
import { restoreBackupSet } from './restore'

/**
 * The office's work survives the loss of the machine: an edit made in the editor is in the
 * backup, and after data, content and releases are all gone, the restore brings the edit back
 * and the next publish puts it on the site.
 */

const scratch = scratchFolders('site-restore')
const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

const EDITED = 'Casi siempre se cura en una o dos semanas'

describe('a backup of the whole site', { timeout: 120_000 }, () => {
  it('brings back an edit made in the editor, on the published site, after data, content and releases are wiped', async () => {
    const root = scratchContent(true)
    const outcome = { fail: false, runs: 0 }
    const server = await testServer({ backups: true, content: { root, build: fakeBuild(outcome) } })
    servers.push(server)
    const owner = await server.signIn()
    const { persist, read } = editorApi(server, root)
    const raw = read(STYE_ES).replace('Casi siempre sana en una o dos semanas', EDITED)
    expect(raw).toContain(EDITED)
    expect((await persist(owner, [{ path: DECAP_STYE_ES, raw }])).status).toBe(200)
    server.admin.deps.content!.publisher.request(SYSTEM)
    await server.admin.deps.content!.publisher.idle()
    expect(await (await server.app.request('/')).text()).toContain(EDITED)

    const backup = await server.admin.deps.backups!.create(SYSTEM)
    expect(backup.content).not.toBeNull()
    // The backup leaves the machine (the test server's folder goes with it on close).
    const offsite = scratch()
    for (const file of [backup.file, backup.content!])
      fs.copyFileSync(file, path.join(offsite, path.basename(file)))

    // The machine is lost: database, content folder and releases with it.
    server.close()
    servers.pop()
    fs.rmSync(root, { recursive: true, force: true })
    expect(fs.existsSync(server.dataDir) || fs.existsSync(server.releasesDir)).toBe(false)

    // A new machine: the restore puts the database and the content folder back.
    const newMachine = scratch()
    const dataDir = path.join(newMachine, 'data')
    const contentDir = path.join(dataDir, 'content')
    const restored = await restoreBackupSet(path.join(offsite, backup.name), { dataDir, contentDir })
    expect(restored).toMatchObject({ ok: true, content: { previous: null } })
    expect(fs.readFileSync(path.join(contentDir, STYE_ES), 'utf8')).toBe(raw)
    // The database holds the edit's audit entry, and the content history names who made it.
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
    const saved = db.prepare("SELECT username, record FROM audit_log WHERE action = 'content.saved'").all()
    db.close()
    expect(saved).toEqual([{ username: 'owner', record: STYE_ES }])

    // The server on the new machine publishes the restored content: the edit is on the site.
    const again = await testServer({ content: { root: contentDir, build: fakeBuild(outcome) } })
    servers.push(again)
    expect(await (await again.app.request('/')).text()).not.toContain(EDITED)
    expect(again.admin.deps.content!.revisions.list()[0]).toMatchObject({ path: STYE_ES, username: 'owner' })
    again.admin.deps.content!.publisher.request(SYSTEM)
    await again.admin.deps.content!.publisher.idle()
    expect(await (await again.app.request('/')).text()).toContain(EDITED)
  })
})
