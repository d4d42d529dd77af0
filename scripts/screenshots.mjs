// Screenshots of pages at phone and desktop widths, light and dark, for review.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /path/one /path/two
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM } from './ensure-chromium.mjs'
import { chromiumArgs } from '../tests/e2e/browser.mjs'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const out = 'test-results/screenshots'
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs })
const schemes = /** @type {const} */ (['light', 'dark'])
for (const path of paths.length ? paths : ['/']) {
  for (const width of [375, 1280]) {
    for (const scheme of schemes) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme })
      await page.goto(base + path, { waitUntil: 'networkidle' })
      const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${width}-${scheme}.png`
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
      console.log(file)
      await page.close()
    }
  }
}
await browser.close()
