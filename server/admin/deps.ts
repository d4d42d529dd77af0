/** Milliseconds since the epoch; tests pass a clock they can move. */
export type Clock = () => number

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
