import fs from 'node:fs'
import path from 'node:path'
import { languages } from '#shared/languages'

/**
 * Where a site's content lives. The software ships its content in `app/content` (pages, team,
 * photos and data files, written and reviewed with the code); a site keeps its own copy in
 * CONTENT_DIR, a Git repository of its own that the office edits, that backups bundle and that
 * updates of the software never write over (server/content-folder/). By default it sits beside
 * the database, `<DATA_DIR>/content`, so the one folder that holds the office's data holds all of it.
 */

/** The content the software ships, relative to the project folder. */
export const SHIPPED_CONTENT = 'app/content'

/** What a content folder holds (`app/content/county` is code, not content, and stays out). */
export const contentEntries = [
  ...languages,
  'team',
  'photos',
  'practice.json',
  'closures.json',
  'announcements.json',
] as const

/** CONTENT_DIR, or `<DATA_DIR>/content` (DATA_DIR is `data` by default), as an absolute path. */
export function contentDirFrom(env: Record<string, string | undefined>): string {
  return path.resolve(env.CONTENT_DIR || path.join(env.DATA_DIR || 'data', 'content'))
}

/**
 * The folder the build tools read: CONTENT_DIR, or `<DATA_DIR>/content` once it exists. Until
 * then (a checkout that has not been started or built: type generation, the dev server) they read
 * the shipped content; `npm run build` and `npm start` make the folder first (scripts/content-folder.ts).
 */
export function buildContentDirFrom(env: Record<string, string | undefined>): string {
  const dir = contentDirFrom(env)
  if (env.CONTENT_DIR || fs.existsSync(path.join(dir, 'practice.json'))) return dir
  return path.resolve(SHIPPED_CONTENT)
}
