/** A deep copy of `base` with `over` written over it: Decap's own words, with ours where they differ. */
export function merged(base: unknown, over: unknown): unknown {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null)
    return over ?? base
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(over)) result[key] = merged(result[key], value)
  return result
}
