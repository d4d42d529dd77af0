/** Runs once the browser is idle (Safari has no requestIdleCallback: shortly after). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}
