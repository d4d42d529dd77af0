const listeners = new Set<() => void>()

/**
 * localStorage that never throws: private modes and blocked storage make reads return null
 * and writes no-ops, with a console warning, since none of what we store is essential. Plain
 * TypeScript, so the islands that run without React use it too (use-storage.ts is its React side).
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
    listeners.forEach((listener) => listener())
  },
}

/** Calls `listener` whenever this tab or another one changes what is stored. */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener)
  addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', listener)
  }
}
