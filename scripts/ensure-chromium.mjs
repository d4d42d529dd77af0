// Browser tests drive Debian's Chromium. Install it when missing and we are root; else explain.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    )
  }
  console.log('Installing Chromium for the browser tests (apt-get)…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
}
