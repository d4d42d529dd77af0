/**
 * Days a message or appointment request is kept before it is deleted: MESSAGE_RETENTION_DAYS,
 * read by the server (which deletes) and by the build (the privacy page says it).
 */
export const DEFAULT_MESSAGE_RETENTION_DAYS = 365

export function messageRetentionDays(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_MESSAGE_RETENTION_DAYS
  const days = Number(value)
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`MESSAGE_RETENTION_DAYS must be a whole number of days above 0, got "${value}"`)
  return days
}
