import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * What a scratch content folder needs beside its pages: the practice file (the build requires
 * it) and, with `all`, the closures, the announcements and the team, as the site has them.
 */
export function copyOfficeData(root: string, { all = false }: { all?: boolean } = {}): void {
  const from = path.resolve('app/content')
  const files = all ? ['practice.json', 'closures.json', 'announcements.json', 'team'] : ['practice.json']
  for (const file of files) fs.cpSync(path.join(from, file), path.join(root, file), { recursive: true })
}

/**
 * A new folder under the system's temporary folder, named after `name`, holding the office data
 * a content folder needs (see copyOfficeData); the caller adds its pages and removes it.
 */
export function scratchContentFolder(name: string, options: { all?: boolean } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  copyOfficeData(root, options)
  return root
}
