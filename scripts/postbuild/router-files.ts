// React Router writes two kinds of files for a client router, which these pages never load (they
// carry no React Router runtime: app/root.tsx): the data of each prerendered page (`<path>.data`,
// `_root.data`), read by client-side navigations, and the SPA fallback page its build insists on
// making when `ssr` is false. Nothing requests either; they are removed so nothing serves them.
import fs from 'node:fs'
import path from 'node:path'

const SPA_FALLBACK = '__spa-fallback.html'

/** Removes React Router's client-router files from the client build; returns how many went. */
export function removeRouterFiles(clientDir: string): number {
  let removed = 0
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name))
    if (!entry.name.endsWith('.data') && relative !== SPA_FALLBACK) continue
    fs.rmSync(path.join(entry.parentPath, entry.name))
    removed++
  }
  return removed
}
