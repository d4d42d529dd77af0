import fs from 'node:fs'
import { indexClientDir, type StaticEntry } from './files'

/**
 * The site being served, as one pointer the content editor's publish can move: a new build is
 * indexed in full first (every file listed, every page's CSP hashes computed), then put in place
 * with one assignment, so a request sees either the old site or the new one, never a mix.
 * The hashed assets of the previous build stay reachable, so pages already open in a browser
 * can still load their scripts after the swap.
 */
export interface ServedSite {
  files: () => Map<string, StaticEntry>
  clientDir: () => string
  swap: (clientDir: string) => void
}

export function servedSite(clientDir: string): ServedSite {
  let dir = clientDir
  let files = indexClientDir(clientDir)
  return {
    files: () => files,
    clientDir: () => dir,
    swap(next) {
      const index = indexClientDir(next)
      for (const [url, entry] of files)
        if (!index.has(url) && url.startsWith('/assets/') && fs.existsSync(entry.plain.file))
          index.set(url, entry)
      files = index
      dir = next
    },
  }
}
