import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestSession, testServer } from '../../test-server'
import { versionOf } from './api'
import { practiceToday } from './dates'
import { dataFiles } from './data-files'
import { contentFile } from './paths'
import type { BuildCommand } from './publish'

/** What the content editor's tests share: a scratch content folder, a stand-in build, the API as the editor calls it. */

/** A scratch content folder: the real pages, team and data files, so the build's checks apply. */
export function scratchContent(git = false): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-editor-'))
  for (const entry of ['en', 'es', 'team', 'photos/photos.json', ...dataFiles.map((file) => file.file)])
    fs.cpSync(path.join('app/content', entry), path.join(root, entry), { recursive: true })
  if (git) {
    const run = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' })
    run('init', '-q')
    run('add', '-A')
    run(
      '-c',
      'user.name=Setup',
      '-c',
      'user.email=setup@example.com',
      'commit',
      '-qm',
      'Content as delivered',
    )
  }
  return root
}

/** A stand-in for the site build: writes a home page holding the Spanish stye summary, or fails. */
export const fakeBuild =
  (outcome: { fail: boolean; runs: number }) =>
  (releaseDir: string): BuildCommand[] => {
    outcome.runs++
    const script = outcome.fail
      ? `console.log('Building pages…'); console.error('Error: app/templates/condition.tsx: Unexpected token'); process.exit(1)`
      : `const fs = require('node:fs'); const path = require('node:path');
         const text = fs.readFileSync(path.join(process.env.CONTENT_DIR, 'es/conditions/stye.md'), 'utf8');
         const summary = /^summary: (.*)$/m.exec(text)[1];
         fs.mkdirSync(path.join(${JSON.stringify(releaseDir)}, 'client'), { recursive: true });
         setTimeout(() => fs.writeFileSync(path.join(${JSON.stringify(releaseDir)}, 'client', 'index.html'), '<html lang="en"><title>' + summary + '</title>'), 200);`
    return [{ command: process.execPath, args: ['-e', script] }]
  }

export const STYE_ES = 'es/conditions/stye.md'
export const DECAP_STYE_ES = 'conditions/es/stye.md'

type Server = Awaited<ReturnType<typeof testServer>>

/** The editor's API as its page calls it, on `server`'s content folder `root`. */
export function editorApi(server: Server, root: string) {
  const call = async (
    session: TestSession,
    action: string,
    params: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Response> =>
    server.app.request('/api/admin/content/v1', {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'content-type': 'application/json',
        'x-csrf-token': session.csrf,
        ...headers,
      },
      body: JSON.stringify({ action, params }),
    })
  const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8')
  /** The version of a file as the editor would read it now (null when there is none). */
  const versionNow = (editorPath: string) => {
    const file = path.join(root, contentFile(editorPath)?.path ?? editorPath)
    return fs.existsSync(file) ? versionOf(fs.readFileSync(file)) : null
  }
  /** A save as the editor page sends it: each file with the version it read (now, unless given). */
  const persist = (session: TestSession, files: { path: string; raw: string; version?: string | null }[]) =>
    call(session, 'persistEntry', {
      dataFiles: files.map((file) => ({ version: versionNow(file.path), ...file })),
      assets: [],
      options: {},
    })
  return { call, read, versionNow, persist }
}

/**
 * `raw` as a save stores it when its text changed: "Updated" is today in the practice's time zone,
 * or the later day the file already says.
 */
export function asStored(raw: string): string {
  const today = practiceToday()
  return raw.replace(/^updated: (\S+)$/m, (_, said: string) => `updated: ${said > today ? said : today}`)
}
