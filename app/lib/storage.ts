import { useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/**
 * localStorage that never throws: private modes and blocked storage make reads return null
 * and writes no-ops, with a console warning, since none of what we store is essential.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value)
    } catch (error) {
      console.warn(`Could not store "${key}"`, error)
    }
    notify()
  },
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', listener)
  }
}

/**
 * A stored value as React state: `prerendered` in the static HTML and during hydration, the
 * stored value right after, and again whenever this tab or another one changes it.
 */
export function useStoredValue(key: string, prerendered: string | null = null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => storage.get(key),
    () => prerendered,
  )
}

const noSubscription = () => () => undefined

/** False in the prerendered HTML and during hydration, true once the page runs in a browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
