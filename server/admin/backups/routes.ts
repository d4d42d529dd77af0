import { Hono } from 'hono'
import { jsx } from 'hono/jsx'
import type { AdminDeps } from '../context'
import { i18nOf } from '../i18n'
import { Backups, BackupsOff } from './views'

/** Backups at /admin/backups (owner only): what there is, and one more now. Restoring is a command. */
export function routes(deps: AdminDeps) {
  const { backups, render } = deps
  const app = new Hono()

  app.get('/', (c) => {
    const title = i18nOf(c).t('backups.title')
    if (!backups) return render(c, title, jsx(BackupsOff, {}))
    const done = c.req.query('done')
    return render(
      c,
      title,
      jsx(Backups, {
        dir: backups.dir,
        encrypted: backups.encrypted,
        list: backups.list(),
        done: done === '1' ? 'made' : done === '0' ? 'failed' : null,
      }),
    )
  })

  app.post('/', async (c) => {
    if (!backups) return c.redirect('/admin/backups', 303)
    try {
      await backups.create({ id: c.var.adminUser.id, username: c.var.adminUser.username }, deps.address(c))
      return c.redirect('/admin/backups?done=1', 303)
    } catch {
      return c.redirect('/admin/backups?done=0', 303)
    }
  })

  return app
}
