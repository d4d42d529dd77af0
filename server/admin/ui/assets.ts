import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { copyButtonScript } from './scripts/copy-button'
import { publishStatusScript } from './scripts/publish-status'

/**
 * The admin pages' few scripts, served as files from /admin/assets under names that carry a
 * hash of their code, so they are cached for good and the pages' policy needs no inline code.
 * Each enhances a page that works without it.
 */
const sources = {
  /** The Copy button beside an invitation or reset link. */
  'copy-button': copyButtonScript,
  /** The publish panel of the content's revisions, while a build runs. */
  'publish-status': publishStatusScript,
}

export type ScriptName = keyof typeof sources

/** Each script's file name: its name and a hash of its code. */
const fileNames = Object.fromEntries(
  Object.entries(sources).map(([name, code]) => [
    name,
    `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`,
  ]),
) as Record<ScriptName, string>

const files = new Map(Object.entries(fileNames).map(([name, file]) => [file, sources[name as ScriptName]]))

/** Where a page loads `name` from. */
export const scriptPath = (name: ScriptName) => `/admin/assets/${fileNames[name]}`

export function routes() {
  const app = new Hono()
  app.get('/:file', (c) => {
    const code = files.get(c.req.param('file'))
    if (code === undefined) return c.json({ error: 'Not found' }, 404)
    return c.body(code, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'private, max-age=31536000, immutable',
    })
  })
  return app
}
