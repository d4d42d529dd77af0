import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ADMIN_TEST_PASSWORD } from '../../playwright.config'

/**
 * An empty scratch folder with a content folder in it: the site's content as delivered, a Git
 * repository of its own with one commit, as the server makes it on first start.
 */
export function freshContent(scratch: string, contentDir: string) {
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(scratch, { recursive: true })
  fs.cpSync('app/content', contentDir, { recursive: true })
  const git = (...args: string[]) => execFileSync('git', ['-C', contentDir, ...args], { stdio: 'ignore' })
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '-qm', 'Content as delivered')
}

/**
 * The production server (build/node) on folders of its own under `scratch` (its database and
 * release folder, with the content folder and the built site given), for the browser tests that
 * need the content editor on content they prepare; `cwd` is where a publish runs its build (a
 * stand-in in tests/e2e/publish-stand-in.mjs). Port 0: the system picks a free port, which
 * the server prints. Its output and how it ended are kept in `scratch` for a failed run.
 */
export async function ownServer(
  scratch: string,
  {
    contentDir,
    clientDir = path.resolve('build/client'),
    cwd,
  }: { contentDir: string; clientDir?: string; cwd?: string },
): Promise<{ origin: string; process: ChildProcess }> {
  const server = spawn(process.execPath, [path.resolve('build/node/index.js')], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      CONTENT_DIR: contentDir,
      RELEASES_DIR: path.join(scratch, 'releases'),
      CLIENT_DIR: clientDir,
      ADMIN_PASSWORD: ADMIN_TEST_PASSWORD,
      ANALYTICS_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = fs.createWriteStream(path.join(scratch, 'server.log'))
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  server.on('exit', (code, signal) =>
    fs.appendFileSync(path.join(scratch, 'server-exit.txt'), `${code} ${signal}\n`),
  )
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(chunk.toString())?.[1]
      if (port) resolve(`http://localhost:${port}`)
    })
    server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)))
  })
  return { origin, process: server }
}
