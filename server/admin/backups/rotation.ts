import { dayOf } from '../time'

export const KEEP = { daily: 7, weekly: 4 }

/** Days since the epoch of the Monday that starts the week of a YYYY-MM-DD day. */
function weekOf(day: string): number {
  const index =
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000
  // 1970-01-01 was a Thursday: three days after a Monday.
  return index - ((((index + 3) % 7) + 7) % 7)
}

/**
 * Which backups to keep: every one made today (a backup made by hand after the nightly one never
 * takes its place), the newest of each of the last 7 days that have one, and the newest of each
 * of the last 4 weeks (Monday to Sunday) that have one, in California time. The rest go.
 * `now` is the rotation's moment (the newest backup's by default).
 */
export function backupsToKeep<T extends { at: number }>(
  backups: readonly T[],
  keep = KEEP,
  now: number = Math.max(0, ...backups.map((backup) => backup.at)),
): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.at - a.at)
  const today = dayOf(now)
  const kept = new Set<T>(newestFirst.filter((backup) => dayOf(backup.at) === today))
  for (const [count, bucket] of [
    [keep.daily, (at: number) => dayOf(at)],
    [keep.weekly, (at: number) => String(weekOf(dayOf(at)))],
  ] as const) {
    const seen = new Set<string>()
    for (const backup of newestFirst) {
      const key = bucket(backup.at)
      if (seen.has(key)) continue
      if (seen.size === count) break
      seen.add(key)
      kept.add(backup)
    }
  }
  return kept
}
