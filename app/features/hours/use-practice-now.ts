import { useEffect, useSyncExternalStore } from 'react'
import type { Closure } from '#shared/hours/schedule'
import { whenIdle } from '#app/lib/when-idle'
import { useSchedule } from './use-schedule'

type Module = typeof import('./live')

/** What the page knows of the practice right now, and the module that words it (live.tsx). */
export interface PracticeNowSnapshot extends ReturnType<Module['practiceNow']> {
  words: Module
}

let snapshot: PracticeNowSnapshot | null = null
let closures: readonly Closure<unknown>[] = []
let module: Module | null = null
let loading = false
const listeners = new Set<() => void>()

function update() {
  if (!module) return
  snapshot = { ...module.practiceNow(closures), words: module }
  listeners.forEach((listener) => listener())
}

/** The first subscriber loads the module once the browser is idle; then every minute refreshes it. */
function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!loading) {
    loading = true
    whenIdle(() => {
      void import('./live').then((loaded) => {
        module = loaded
        update()
        window.setInterval(update, 60_000)
      })
    })
  }
  return () => listeners.delete(listener)
}

/**
 * Whether any office is open now, by the visitor's clock in the practice's time zone: null in the
 * prerendered page and during hydration (what is shown then must be true at any hour), then
 * filled in when the browser is idle, for every component that asks, from one module and one
 * timer. The code that works it out is not in the first load.
 */
export function usePracticeNow(): PracticeNowSnapshot | null {
  const { closures: pageClosures } = useSchedule()
  useEffect(() => {
    if (closures === pageClosures) return
    closures = pageClosures
    update()
  }, [pageClosures])
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  )
}
