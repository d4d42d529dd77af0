export { cn } from '#shared/ui/cn'

/**
 * The item at `index` (negative counts from the end) of a list the caller built and knows the
 * length of, such as a drawing's points: a missing one is a bug, so it throws instead of
 * passing `undefined` on.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items.at(index)
  if (item === undefined) throw new RangeError(`no item ${index} in a list of ${items.length}`)
  return item
}
