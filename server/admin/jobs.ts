import { SYSTEM } from './audit/log'
import type { BackupService } from './backups/service'
import { DAY, HOUR, type Clock } from './deps'

/**
 * The admin area's daily work: message retention, and a backup when BACKUP_DIR is set. Checked
 * at start and every hour; each runs when a day has passed since it last did (for backups, since
 * the newest copy in BACKUP_DIR, so a restart does not make an extra one).
 */
export function dailyJobs({
  now,
  retention,
  backups,
}: {
  now: Clock
  retention: () => number
  backups: BackupService | null
}) {
  let lastRetention: number | null = null
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null

  async function runDue(): Promise<{ retention: boolean; backup: boolean }> {
    const at = now()
    const ran = { retention: false, backup: false }
    if (lastRetention === null || at - lastRetention >= DAY) {
      lastRetention = at
      try {
        retention()
        ran.retention = true
      } catch (error) {
        console.error(`Message retention failed: ${(error as Error).message}`)
      }
    }
    const last = backups?.lastAt() ?? null
    if (backups && (last === null || at - last >= DAY)) {
      try {
        const backup = await backups.create(SYSTEM)
        console.log(`Backed up the database to ${backup.file}`)
        ran.backup = true
      } catch (error) {
        console.error(`Daily backup failed: ${(error as Error).message}`)
      }
    }
    return ran
  }

  const tick = () => {
    running ??= runDue()
      .then(() => undefined)
      .finally(() => (running = null))
    return running
  }

  return {
    runDue,
    start() {
      void tick()
      timer = setInterval(() => void tick(), HOUR)
      timer.unref()
    },
    stop: () => clearInterval(timer),
  }
}

export type DailyJobs = ReturnType<typeof dailyJobs>
