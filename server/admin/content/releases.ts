import fs from 'node:fs'
import path from 'node:path'
import type { PublishReason } from './publish-reasons'

/**
 * Built sites and what they were built from. Every build records beside its `client/` folder
 * which software made it (the id of the software's own build, `build/.stamp`) and from which
 * content (a digest of the content folder, content-folder/repository.ts), so a server that starts
 * knows whether the site it would serve is current: after an update of the software, or a
 * restore, it is not, and the server publishes at once (`servedAtStart`).
 */

export interface SiteRecord {
  /** The software build that made it (`build/.stamp`). */
  software: string | null
  /** The digest of the content folder it was built from. */
  content: string | null
  /** When it was built (epoch ms). */
  builtAt: number
}

const RECORD = 'site.json'

/** The record beside a `client/` folder (in the folder above it), or null. */
export function readSiteRecord(clientDir: string): SiteRecord | null {
  try {
    const record = JSON.parse(
      fs.readFileSync(path.join(path.dirname(clientDir), RECORD), 'utf8'),
    ) as SiteRecord
    return typeof record.builtAt === 'number' ? record : null
  } catch {
    return null
  }
}

export function writeSiteRecord(clientDir: string, record: SiteRecord): void {
  fs.writeFileSync(path.join(path.dirname(clientDir), RECORD), `${JSON.stringify(record, null, 2)}\n`)
}

/** The id of a software build: the text of its `.stamp` file (scripts/build.mjs), or null. */
export function softwareOf(stampFile: string): string | null {
  try {
    return fs.readFileSync(stampFile, 'utf8').trim() || null
  } catch {
    return null
  }
}

/** The release a previous run published, if any: `<releasesDir>/current` → `<stamp>`. */
export function currentRelease(releasesDir: string): string | null {
  const link = path.join(releasesDir, 'current')
  try {
    const target = path.resolve(releasesDir, fs.readlinkSync(link))
    return fs.existsSync(path.join(target, 'client', 'index.html')) ? target : null
  } catch {
    return null
  }
}

export const isRelease = (name: string) => /^\d{4}-/.test(name)

/**
 * Release folders a build left unfinished (the server stopped or crashed while it ran): never
 * served, so they go. Only while no build holds the lock (`publishLock`).
 */
export function sweepUnfinished(releasesDir: string): string[] {
  if (!fs.existsSync(releasesDir)) return []
  const current = currentRelease(releasesDir)
  const unfinished = fs
    .readdirSync(releasesDir)
    .filter((name) => isRelease(name))
    .map((name) => path.join(releasesDir, name))
    .filter((folder) => folder !== current && !fs.existsSync(path.join(folder, 'client', 'index.html')))
  for (const folder of unfinished) fs.rmSync(folder, { recursive: true, force: true })
  return unfinished
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One build at a time in a releases folder, whoever starts it: the server (the editor's publish,
 * the daily one) or `npm run publish`. The lock is a file holding the builder's process id,
 * made exclusively; one left by a process that is gone is taken over.
 */
export function publishLock(releasesDir: string) {
  const file = path.join(releasesDir, '.publish.lock')
  const holder = (): number | null => {
    try {
      const pid = Number(fs.readFileSync(file, 'utf8').trim())
      return Number.isInteger(pid) && pid > 0 ? pid : null
    } catch {
      return null
    }
  }
  return {
    /** The process holding it, when it is another one that is still running. */
    heldElsewhere(): number | null {
      const pid = holder()
      return pid !== null && pid !== process.pid && alive(pid) ? pid : null
    },
    /** Takes the lock; false when another running process has it. */
    take(): boolean {
      fs.mkdirSync(releasesDir, { recursive: true })
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
          return true
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
          const pid = holder()
          if (pid !== null && pid !== process.pid && alive(pid)) return false
          fs.rmSync(file, { force: true })
        }
      }
      return false
    },
    release() {
      if (holder() === process.pid) fs.rmSync(file, { force: true })
    },
  }
}

export interface StartChoice {
  /** The `client/` folder to serve now. */
  clientDir: string
  /** Why the server should publish at once, or null when what it serves is current. */
  publishBecause: PublishReason | null
}

/**
 * What a starting server serves, and whether it publishes at once. A site is current when this
 * software built it from the content folder as it is. The server serves a current one (the
 * release when both are); failing that, the last release (the office's content, made by an
 * earlier version), else the software's own build, and publishes. A release built before today
 * (the server was down at midnight) is published again too, when `daily` is on.
 */
export function servedAtStart({
  clientDir,
  release,
  software,
  content,
  startOfToday,
}: {
  /** CLIENT_DIR: the software's own build. */
  clientDir: string
  /** The current release's folder, or null. */
  release: string | null
  software: string | null
  /** The digest of the content folder now. */
  content: string | null
  /** Midnight in the practice's time zone (epoch ms), or null when the daily publish is off. */
  startOfToday: number | null
}): StartChoice {
  const published = release && path.join(release, 'client')
  const candidates = [published, clientDir].filter((dir): dir is string => dir !== null)
  const current = candidates.find((dir) => {
    const record = readSiteRecord(dir)
    return record !== null && software !== null && record.software === software && record.content === content
  })
  if (current) {
    const builtAt = readSiteRecord(current)?.builtAt ?? 0
    const stale = current === published && startOfToday !== null && builtAt < startOfToday
    return { clientDir: current, publishBecause: stale ? { why: 'built-before-today' } : null }
  }
  if (software === null) return { clientDir: published ?? clientDir, publishBecause: null }
  return {
    clientDir: published ?? clientDir,
    publishBecause: published
      ? { why: 'other-software' }
      : readSiteRecord(clientDir)
        ? { why: 'content-differs' }
        : null,
  }
}
