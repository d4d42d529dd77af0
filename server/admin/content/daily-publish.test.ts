import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startOfDay } from '#shared/hours/day-start'
import { addDays } from '#shared/hours/schedule'
import { wallClock } from '#shared/hours/wall-clock'
import { practice } from '#shared/practice'
import { testServer } from '../../test-server'
import { commitPaths } from '../../content-folder/repository'
import { staffAuthor } from '../../content-folder/git'
import { AFTER_MIDNIGHT_MS, dailyPublish, nextPublish, scheduleMoments } from './daily-publish'
import { scratchContent } from './editor-test-kit'
import type { BuildCommand } from './publish'
import { inEnglish } from './publish-reasons'

const zone = 'America/Los_Angeles'
const HOUR = 3_600_000

describe('the publish schedule', () => {
  it('publishes just after midnight in the practice’s time zone, daylight saving or not', () => {
    // 23:00 in Irvine on a summer day (UTC-7), then on a winter day (UTC-8).
    expect(nextPublish(Date.parse('2026-07-02T06:00:00Z'), zone, [])).toEqual({
      at: Date.parse('2026-07-02T07:05:00Z'),
      reasons: [{ why: 'nightly' }],
    })
    expect(new Date(nextPublish(Date.parse('2026-12-01T07:00:00Z'), zone, []).at).toISOString()).toBe(
      '2026-12-01T08:05:00.000Z',
    )
    // The night the clocks go back (1 November 2026) has 25 hours: still just after midnight.
    expect(new Date(nextPublish(Date.parse('2026-10-31T12:00:00Z'), zone, []).at).toISOString()).toBe(
      '2026-11-01T07:05:00.000Z',
    )
    // Right after a publish, the next one is the following night, not the same moment again.
    const tonight = Date.parse('2026-07-02T07:05:00Z')
    expect(nextPublish(tonight, zone, []).at).toBe(tonight + 24 * HOUR)
  })

  it('names the closures and announcements that start or end at a publish', () => {
    const moments = scheduleMoments(
      {
        closures: [
          {
            offices: ['irvine'],
            from: '2026-12-24',
            to: '2026-12-25',
            reason: { en: 'Christmas', es: 'Navidad' },
          },
        ],
        announcements: [
          {
            id: 'flu-shots',
            start: '2026-12-01',
            end: '2026-12-24',
          } as never,
        ],
      },
      zone,
    )
    const on = (date: string) =>
      nextPublish(startOfDay(date, zone) - HOUR, zone, moments).reasons.map((reason) => inEnglish([reason]))
    expect(on('2026-11-25')).toEqual(['nightly publish', 'the closure “Christmas” comes within 30 days'])
    expect(on('2026-12-01')).toEqual(['nightly publish', 'the announcement “flu-shots” starts'])
    expect(on('2026-12-24')).toEqual(['nightly publish', 'the closure “Christmas” starts'])
    expect(on('2026-12-25')).toEqual(['nightly publish', 'the announcement “flu-shots” ends'])
    expect(on('2026-12-26')).toEqual(['nightly publish', 'the closure “Christmas” is over'])
    expect(on('2026-12-27')).toEqual(['nightly publish'])
  })

  it('runs only when a publish is due, and once for it, on its own clock', () => {
    let now = Date.parse('2026-07-02T06:00:00Z')
    const published: string[] = []
    const schedule = dailyPublish({
      now: () => now,
      timeZone: zone,
      moments: () => [],
      publish: (reasons) => published.push(inEnglish(reasons)),
    })
    expect(schedule.runDue()).toBe(false)
    now = Date.parse('2026-07-02T07:04:59Z')
    expect(schedule.runDue()).toBe(false)
    now += 2000
    expect(schedule.runDue()).toBe(true)
    expect(schedule.runDue()).toBe(false)
    expect(published).toEqual(['nightly publish'])
    expect(schedule.next().at).toBe(Date.parse('2026-07-03T07:05:00Z'))
  })
})

/**
 * A stand-in for the site build that shows what the pages show of the closures: those of the next
 * 30 days from the build's own clock (SOURCE_DATE_EPOCH, the server's), and whether one is today.
 */
const scheduleBuild = (releaseDir: string): BuildCommand[] => [
  {
    command: path.resolve('node_modules/.bin/tsx'),
    args: [
      '-e',
      `import fs from 'node:fs'; import path from 'node:path';
       import { readSiteData } from '#shared/content/site-data.server';
       import { upcoming } from '#shared/hours/schedule';
       import { wallClock } from '#shared/hours/wall-clock';
       const today = wallClock(new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000), ${JSON.stringify(practice.timeZone)}).date;
       const listed = upcoming(readSiteData(process.env.CONTENT_DIR).data.closures, today)
         .map((c) => (c.from <= today ? 'Closed today: ' : 'Coming up: ') + c.reason.en);
       const client = path.join(${JSON.stringify(releaseDir)}, 'client');
       fs.mkdirSync(client, { recursive: true });
       fs.writeFileSync(path.join(client, 'index.html'), '<html lang="en"><title>Home</title><ul><li>' + listed.join('</li><li>') + '</li></ul>');`,
    ],
  },
]

describe('the daily publish on a running server', { timeout: 60_000 }, () => {
  let close = () => {}
  afterEach(() => close())

  it('shows a closure saved for tomorrow after the nightly publish, without anyone pressing Publish', async () => {
    const root = scratchContent(true)
    // 20:00 in the practice's time zone, today.
    const today = wallClock(new Date(), practice.timeZone).date
    const server = await testServer({
      content: { root, build: scheduleBuild },
      startAt: startOfDay(today, practice.timeZone) + 20 * HOUR,
    })
    close = () => {
      server.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
    const tomorrow = addDays(today, 1)
    const schedule = server.admin.schedule!
    // The office manager saves a closure for tomorrow in the evening, and goes home.
    const closures = JSON.parse(fs.readFileSync(path.join(root, 'closures.json'), 'utf8')) as {
      closures: unknown[]
    }
    closures.closures.push({
      offices: 'all',
      from: tomorrow,
      reason: { en: 'Water main repair', es: 'Reparación de la tubería de agua' },
    })
    fs.writeFileSync(path.join(root, 'closures.json'), `${JSON.stringify(closures, null, 2)}\n`)
    commitPaths(root, staffAuthor('owner', 'Owner'), 'Edit closures.json', server.clock.now(), [
      'closures.json',
    ])
    const home = async () => (await server.app.request('/')).text()
    expect(await home()).not.toContain('Water main repair')

    // Nothing is due before midnight.
    server.clock.advance(3 * HOUR + 59 * 60_000)
    expect(schedule.runDue()).toBe(false)
    // Just after midnight the server publishes by itself, as of the new day.
    server.clock.advance(60_000 + AFTER_MIDNIGHT_MS)
    expect(schedule.runDue()).toBe(true)
    await server.admin.deps.content!.publisher.idle()
    expect(await home()).toContain('Closed today: Water main repair')
    const [entry] = server.admin.deps.audit.query({ action: 'content.published' })
    expect(entry?.username).toBe('system')
    expect(entry?.detail).toContain('nightly publish')
    expect(entry?.detail).toContain('the closure “Water main repair” starts')
  })
})
