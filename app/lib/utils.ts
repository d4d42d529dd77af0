import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Components never pass two utilities for the same property (say `px-4`
 * and `px-2`), so there is nothing to merge and no merging library to ship to every visitor;
 * tests/e2e/class-conflicts.test.ts holds every prerendered page to that.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

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
