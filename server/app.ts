import { Hono } from 'hono'
import type { Db } from './db'
import { notFoundPage, staticSite } from './static'

export interface AppOptions {
  clientDir: string
  db: Db
}

export function createApp({ clientDir, db }: AppOptions) {
  const app = new Hono()
  const startedAt = Date.now()

  // No trailing slashes: one URL per page, as the canonical links say.
  app.use('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    if (pathname.length > 1 && pathname.endsWith('/') && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return c.redirect(`${pathname.replace(/\/+$/, '') || '/'}${search}`, 301)
    }
    await next()
  })

  app.get('/api/health', (c) => {
    const ok = db.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined
    c.header('Cache-Control', 'no-store')
    return c.json({ status: ok?.ok === 1 ? 'ok' : 'degraded', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) })
  })

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))
  app.use('*', staticSite(clientDir))
  app.notFound(notFoundPage(clientDir))
  app.onError((error, c) => {
    console.error(error)
    return c.json({ error: 'Internal error' }, 500)
  })
  return app
}
