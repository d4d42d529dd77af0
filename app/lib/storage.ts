/**
 * localStorage that never throws: private modes and blocked storage make reads return null
 * and writes no-ops, with a console warning, since none of what we store is essential.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value)
    } catch (error) {
      console.warn(`Could not store "${key}"`, error)
    }
  },
}
