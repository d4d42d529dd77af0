import fs from 'node:fs'

/**
 * The backup, restore and publish commands write files the server must read and write later (the
 * database, the content repository, releases). Run by root on a folder another user owns, they
 * would leave root's files there and the server would fail on them: refused, with the command to
 * use instead. Returns the sentence, or null when the user is right.
 */
export function sameUserAsData(dataDir: string, uid: number | undefined = process.getuid?.()): string | null {
  if (uid !== 0) return null
  const owner = fs.statSync(dataDir, { throwIfNoEntry: false })?.uid
  if (owner === undefined || owner === 0) return null
  return `Run this as the user the server runs as, who owns ${dataDir} (uid ${owner}), not as root: for example sudo -u solana npm run …, or docker compose exec site ….`
}
