import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { scratchFolders } from '#shared/test/scratch-folders'
import { publisher, sweepUnfinished, type BuildCommand } from './publish'

/**
 * A publish that outlives nothing: the server's shutdown ends a running build with everything it
 * started, and a release a crash left half-written is swept at the next start.
 */

const scratch = scratchFolders('publish')

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A release folder; complete when it has a home page. */
function release(releasesDir: string, stamp: string, complete: boolean) {
  const folder = path.join(releasesDir, stamp)
  fs.mkdirSync(path.join(folder, 'client'), { recursive: true })
  if (complete) fs.writeFileSync(path.join(folder, 'client', 'index.html'), '<html lang="en">')
  return folder
}

describe('publishing', () => {
  it('ends a running build and what it started when the server stops, and removes its unfinished release', async () => {
    const releasesDir = scratch()
    const pids = path.join(scratch(), 'pids')
    // A build step that starts a tool of its own, writes part of the site, and takes its time.
    const build = (releaseDir: string): BuildCommand[] => [
      {
        command: process.execPath,
        args: [
          '-e',
          `const { spawn } = require('node:child_process'); const fs = require('node:fs');
           const tool = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
           fs.mkdirSync(${JSON.stringify(releaseDir)} + '/client', { recursive: true });
           fs.writeFileSync(${JSON.stringify(pids)}, process.pid + ' ' + tool.pid);
           setInterval(() => {}, 1000);`,
        ],
      },
    ]
    const activate = vi.fn()
    const onFinish = vi.fn()
    const site = publisher({
      contentDir: scratch(),
      releasesDir,
      build,
      activate,
      onFinish,
      now: Date.now,
      env: () => process.env,
    })
    site.request({ id: 1, username: 'owner' })
    await vi.waitFor(() => expect(fs.existsSync(pids)).toBe(true), { timeout: 10_000 })
    const [step, tool] = fs.readFileSync(pids, 'utf8').split(' ').map(Number) as [number, number]
    expect(alive(step) && alive(tool)).toBe(true)
    const releases = () => fs.readdirSync(releasesDir).filter((name) => !name.startsWith('.'))
    expect(releases()).toHaveLength(1)

    site.stop()
    expect(fs.readdirSync(releasesDir)).toEqual([])
    await vi.waitFor(() => expect([alive(step), alive(tool)]).toEqual([false, false]), { timeout: 10_000 })
    await site.idle()
    expect(activate).not.toHaveBeenCalled()
    // Nothing is reported while the server closes its database.
    expect(onFinish).not.toHaveBeenCalled()
  })

  it('sweeps the releases a crash left unfinished, and keeps the one being served', () => {
    const releasesDir = scratch()
    const served = release(releasesDir, '2026-11-01T10-00-00-000Z', true)
    fs.symlinkSync(path.basename(served), path.join(releasesDir, 'current'))
    const unfinished = release(releasesDir, '2026-11-02T10-00-00-000Z', false)
    const site = publisher({
      contentDir: scratch(),
      releasesDir,
      build: () => [],
      activate: () => {},
      now: Date.now,
      env: () => process.env,
    })
    expect(fs.existsSync(unfinished)).toBe(false)
    expect(fs.existsSync(served)).toBe(true)
    expect(site.status().release).toBe(served)
    // Run again, it finds nothing more; a missing folder is no error.
    expect(sweepUnfinished(releasesDir)).toEqual([])
    expect(sweepUnfinished(path.join(releasesDir, 'missing'))).toEqual([])
  })
})
