import { getRegistry, prerenderPaths } from '#shared/content/registry.server'

/** Every prerendered path with its page and language, read from the same registry as the build. */
export function sitePages() {
  const { byPath } = getRegistry()
  return prerenderPaths().map((path) => ({ path, ...byPath.get(path)! }))
}

/** Splits a list into `count` nearly equal parts, so long scans run as parallel tests. */
export function chunk<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter(
    (part) => part.length,
  )
}
