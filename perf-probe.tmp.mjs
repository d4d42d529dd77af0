import { chromium } from '@playwright/test'
import { chromiumArgs } from './tests/e2e/browser.mjs'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.addInitScript(() => {
  window.__long = []
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true })
})
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(`http://127.0.0.1:4214${process.argv[2] ?? '/contact'}`)
await page.waitForSelector('html[data-hydrated="true"]')
await page.waitForTimeout(1000)
const { profile } = await cdp.send('Profiler.stop')
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long)))
const self = new Map()
const dt = profile.timeDeltas
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const counts = new Map()
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)))
for (const [id, us] of counts) {
  const n = byId.get(id)
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + us)
}
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((us / 1000).toFixed(1).padStart(7), k)
await browser.close()
