import fs from 'node:fs'
import { siteStyle } from '#shared/build-manifest'
import { siteInlineHashes, type InlineHashes } from '../csp'
import { indexClientDir, type StaticEntry } from './files'

/**
 * The site being served, as one pointer the content editor's publish can move: a new build is
 * indexed in full first (every file listed, the hash of its pages' stylesheet read), then put in place
 * with one assignment, so a request sees either the old site or the new one, never a mix.
 * The hashed assets of the previous build stay reachable, so pages already open in a browser
 * can still load their scripts after the swap.
 */
export interface ServedSite {
  files: () => Map<string, StaticEntry>
  clientDir: () => string
  /** What its pages may carry inline: the site's scripts, and the stylesheet its build recorded. */
  inlineHashes: () => InlineHashes
  /** Its stylesheet as a file, for the admin pages; null when the build recorded none. */
  stylesheet: () => string | null
  /** Serves the build in `clientDir` from the next request on; nothing, if it is the one served. */
  swap: (clientDir: string) => void
}

/** A build's site: its files, and what its build recorded of the stylesheet its pages carry inline. */
function load(clientDir: string) {
  const style = siteStyle(clientDir)
  return {
    dir: clientDir,
    files: indexClientDir(clientDir),
    hashes: { script: siteInlineHashes.script, style: style ? [style.hash] : [] },
    stylesheet: style?.stylesheet ?? null,
  }
}

export function servedSite(clientDir: string): ServedSite {
  let site = load(clientDir)
  return {
    files: () => site.files,
    clientDir: () => site.dir,
    inlineHashes: () => site.hashes,
    stylesheet: () => site.stylesheet,
    swap(next) {
      if (next === site.dir) return
      const loaded = load(next)
      for (const [url, entry] of site.files)
        if (!loaded.files.has(url) && url.startsWith('/assets/') && fs.existsSync(entry.plain.file))
          loaded.files.set(url, entry)
      site = loaded
    },
  }
}
