import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { contentDigest } from '../../content-folder/repository'
import type { Actor } from '../audit/log'
import type { Clock } from '../deps'
import { sameReason, type PublishReason } from './publish-reasons'
import {
  currentRelease,
  isRelease,
  publishLock,
  readSiteRecord,
  sweepUnfinished,
  writeSiteRecord,
} from './releases'

/**
 * Publishing: the site is built again from the content folder in a child process, into a new
 * release folder, while the server goes on serving the current one. Only a finished build is
 * swapped in (the `current` link is replaced by a rename, and the server's file index is
 * switched in one assignment); a failed one changes nothing. Requests made while a build runs
 * are gathered into the next one, so two publishes at once make one build after the current.
 * The build's clock is the server's (SOURCE_DATE_EPOCH), so the closures and the announcement
 * the pages show are those of the moment it runs; the release records which software built it
 * from which content (releases.ts). One build runs at a time in RELEASES_DIR, whoever asked for
 * it (`npm run publish` too): a build waits while another process holds the lock.
 */

export type PublishState = 'idle' | 'queued' | 'building' | 'done' | 'failed'

export interface PublishStatus {
  state: PublishState
  /** Who asked for the build running or last finished. */
  requestedBy: string[]
  startedAt: number | null
  finishedAt: number | null
  /** A build is waiting to start after the running one. */
  queued: boolean
  /** On failure, what went wrong as the build says it (its error, then its last lines). */
  error: string | null
  /** The release folder now served, once a publish has succeeded. */
  release: string | null
  /** How many publishes have finished, successfully or not (tests wait on it). */
  finished: number
  /** Another process (`npm run publish`) is building: this one waits for it. */
  waitingForOther: boolean
}

export interface BuildCommand {
  command: string
  args: string[]
  env?: Record<string, string>
}

export interface PublisherOptions {
  /** CONTENT_DIR, handed to the build. */
  contentDir: string
  /** Where release folders go (RELEASES_DIR). */
  releasesDir: string
  /** The build to run; `releaseDir` is where its `client/` folder must end up. */
  build: (releaseDir: string) => BuildCommand[]
  /** Called with the new client folder once it is complete; it must switch the served site. */
  activate: (clientDir: string) => void
  onFinish?: (status: PublishStatus, actors: Actor[], reasons: PublishReason[]) => void
  now: Clock
  /** The software build publishing runs (`build/.stamp`), recorded in each release. */
  software?: string | null
  /** The build's environment (server/env.ts, `buildEnvironment`), to which CONTENT_DIR and BUILD_DIR are added. */
  env: () => NodeJS.ProcessEnv
  /** Releases kept besides the current one. */
  keep?: number
}

const TAIL_LINES = 25

/** The build's output, last lines, without terminal colours. */
const tail = (output: string) =>
  output
    // eslint-disable-next-line no-control-regex -- terminal colour codes
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(-TAIL_LINES)
    .join('\n')

export { currentRelease, sweepUnfinished }

/** How often a build waiting for another process's looks again. */
const LOCK_POLL_MS = 2000

export function publisher(options: PublisherOptions) {
  const { releasesDir, now } = options
  const lock = publishLock(releasesDir)
  if (lock.heldElsewhere() === null) sweepUnfinished(releasesDir)
  const status: PublishStatus = {
    state: 'idle',
    requestedBy: [],
    startedAt: null,
    finishedAt: null,
    queued: false,
    error: null,
    release: currentRelease(releasesDir),
    finished: 0,
    waitingForOther: false,
  }
  let waiting: Actor[] = []
  let reasons: PublishReason[] = []
  let running: Promise<void> | null = null
  /** The build steps running now, and the release folder they write. */
  const children = new Set<ChildProcess>()
  let building: string | null = null
  /** Set at shutdown: a build ended by it is not reported (the database is closing). */
  let stopped = false

  const run = (step: BuildCommand, log: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(step.command, step.args, {
        cwd: process.cwd(),
        env: {
          ...options.env(),
          ...step.env,
          CONTENT_DIR: options.contentDir,
          SOURCE_DATE_EPOCH: String(Math.floor(now() / 1000)),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A process group of its own: whatever the build's tools signal to their group stays there.
        detached: true,
      })
      children.add(child)
      child.on('exit', () => children.delete(child))
      const keep = (chunk: Buffer) => {
        log.push(chunk.toString('utf8'))
        if (log.length > 400) log.splice(0, log.length - 400)
      }
      child.stdout.on('data', keep)
      child.stderr.on('data', keep)
      child.on('error', reject)
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`the build stopped with exit code ${code ?? 'none'}`)),
      )
    })

  /** Takes the lock, waiting while another process builds; false when the server stops meanwhile. */
  async function takeLock(): Promise<boolean> {
    while (!lock.take()) {
      if (stopped) return false
      status.waitingForOther = true
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS).unref())
    }
    status.waitingForOther = false
    return !stopped
  }

  async function buildOnce(actors: Actor[], why: PublishReason[]) {
    if (!(await takeLock())) return
    try {
      sweepUnfinished(releasesDir)
      await buildLocked(actors, why)
    } finally {
      lock.release()
    }
  }

  async function buildLocked(actors: Actor[], why: PublishReason[]) {
    status.state = 'building'
    status.requestedBy = actors.map((actor) => actor.username)
    status.startedAt = now()
    status.finishedAt = null
    status.error = null
    const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-')
    const releaseDir = path.join(releasesDir, stamp)
    building = releaseDir
    const log: string[] = []
    try {
      fs.mkdirSync(releasesDir, { recursive: true })
      const record = {
        software: options.software ?? null,
        content: contentDigest(options.contentDir),
        builtAt: now(),
      }
      for (const step of options.build(releaseDir)) await run(step, log)
      const client = path.join(releaseDir, 'client')
      if (!fs.existsSync(path.join(client, 'index.html'))) throw new Error('the build wrote no home page')
      writeSiteRecord(client, record)
      // The link first (so a restart serves it), then the running server's index.
      const link = path.join(releasesDir, 'current')
      fs.rmSync(`${link}.next`, { force: true })
      fs.symlinkSync(stamp, `${link}.next`)
      fs.renameSync(`${link}.next`, link)
      options.activate(client)
      status.state = 'done'
      status.release = releaseDir
      prune(stamp)
    } catch (error) {
      status.state = 'failed'
      // The panel says in the reader's language that it failed and that visitors see the previous
      // version; this is the build's own account, in the words it wrote, under "What the build said".
      status.error = `${(error as Error).message}\n${tail(log.join(''))}`
      fs.rmSync(releaseDir, { recursive: true, force: true })
    }
    building = null
    if (stopped) return
    status.finishedAt = now()
    status.finished++
    options.onFinish?.({ ...status }, actors, why)
  }

  /** Old releases go, but the current one and the one before it (pages may still load its assets). */
  function prune(currentStamp: string) {
    const stamps = fs
      .readdirSync(releasesDir)
      .filter((name) => isRelease(name) && name !== currentStamp)
      .sort()
    for (const old of stamps.slice(0, Math.max(0, stamps.length - (options.keep ?? 1))))
      fs.rmSync(path.join(releasesDir, old), { recursive: true, force: true })
  }

  async function loop() {
    while (waiting.length > 0) {
      const actors = waiting
      const why = reasons
      waiting = []
      reasons = []
      status.queued = false
      await buildOnce(actors, why)
    }
    running = null
  }

  return {
    status: (): PublishStatus => ({ ...status }),
    /**
     * Asks for a publish: starts a build, or joins the one waiting after the running build. A
     * person who asks again for the build already waiting is recorded once. `asked` says why the
     * server asks by itself (the daily publish, an update), for the audit trail.
     */
    request(actor: Actor, asked: readonly PublishReason[] = []): PublishStatus {
      if (!waiting.some((other) => other.id === actor.id && other.username === actor.username))
        waiting.push(actor)
      for (const reason of asked)
        if (!reasons.some((other) => sameReason(other, reason))) reasons.push(reason)
      if (running) {
        status.queued = true
        if (status.state !== 'building') status.state = 'queued'
      } else {
        status.state = 'queued'
        running = loop()
      }
      return { ...status }
    },
    /** Resolves when no build is running or waiting. */
    idle: () => running ?? Promise.resolve(),
    /**
     * A release published by another process (`npm run publish`) since: its client folder, once,
     * for the server to switch to; null when the current release is the one it knows.
     */
    published(): string | null {
      const release = currentRelease(releasesDir)
      if (!release || release === status.release || running) return null
      status.release = release
      status.finishedAt = readSiteRecord(path.join(release, 'client'))?.builtAt ?? now()
      return path.join(release, 'client')
    },
    /**
     * For the server's shutdown: ends a running build (its whole process group: the build runs
     * detached, so it would outlive the server) and removes its unfinished release at once.
     */
    stop() {
      stopped = true
      waiting = []
      for (const child of children) {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
      if (building) fs.rmSync(building, { recursive: true, force: true })
      lock.release()
    },
  }
}

export type Publisher = ReturnType<typeof publisher>

/**
 * The production build of the client into `releaseDir/client`, as `npm run build` makes it: the
 * photos, then React Router's build (prerender, SEO files, search index, share images, CSP-ready
 * pages, precompression). The server bundle is not rebuilt: content does not change it.
 */
export function siteBuild(releaseDir: string): BuildCommand[] {
  // The prerender loads the release's server bundle, which imports packages: a release folder
  // outside the project (RELEASES_DIR under DATA_DIR, /data in the image) finds them through a
  // link to the software's node_modules. Never served: the site is the release's client/ folder.
  fs.mkdirSync(releaseDir, { recursive: true })
  fs.symlinkSync(path.resolve('node_modules'), path.join(releaseDir, 'node_modules'), 'dir')
  return [
    ['node_modules/.bin/tsx', 'scripts/photos/build-photos.ts'],
    ['node_modules/.bin/react-router', 'build'],
  ].map((args) => ({ command: process.execPath, args, env: { BUILD_DIR: releaseDir } }))
}
