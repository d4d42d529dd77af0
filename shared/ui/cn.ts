import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Components never pass two utilities for the same property (say `px-4`
 * and `px-2`), so there is nothing to merge and no merging library to ship to every visitor;
 * tests/e2e/class-conflicts.test.ts holds every prerendered page to that.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
