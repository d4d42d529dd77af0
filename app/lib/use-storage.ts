import { useSyncExternalStore } from 'react'
import { storage, subscribeStorage } from './storage'

/**
 * A stored value as React state: `prerendered` in the static HTML and during hydration, the
 * stored value right after, and again whenever this tab or another one changes it.
 */
export function useStoredValue(key: string, prerendered: string | null = null): string | null {
  return useSyncExternalStore(
    subscribeStorage,
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
