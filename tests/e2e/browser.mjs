// Chromium flags for this environment: headless, no sandbox as root, and no background
// network traffic (the machine's network is closed, so those connections only fail).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
