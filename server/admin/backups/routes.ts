import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AdminDeps } from '../context'
import { when } from '../time'
import { csrfField, errorAlert, notice, tableRegion, ui } from '../ui'
import { KEEP } from './rotation'

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Backups at /admin/backups (owner only): what there is, and one more now. Restoring is a command. */
export function routes(deps: AdminDeps) {
  const { backups, render } = deps
  const app = new Hono()

  app.get('/', (c) => {
    if (!backups)
      return render(
        c,
        'Backups',
        html`<p role="status" class="mt-4 max-w-prose rounded-md border border-warning bg-warning/20 p-3">Backups are off: this server has no <code>BACKUP_DIR</code>. Set it to a folder (on another disk if you can) and restart the server: it then backs up the database every day.</p>
        <p class="mt-4 max-w-prose">Until then, <code>npm run backup</code> on the server makes a copy by hand, with <code>BACKUP_DIR</code> set for that command.</p>`,
      )
    const list = backups.list()
    const done = c.req.query('done')
    return render(
      c,
      'Backups',
      html`${notice(done === '1' ? 'Backup made and checked.' : undefined)}${errorAlert(done === '0' ? 'The backup failed. The audit trail has the reason.' : undefined)}
      <p class="mt-2 max-w-prose">The database is copied every day into <code class="break-all">${backups.dir}</code>. The newest copy of each of the last ${KEEP.daily} days and of each of the last ${KEEP.weekly} weeks is kept. Copy that folder to another machine regularly: a backup on the same disk does not survive the disk.</p>
      <p class="mt-2 max-w-prose">${
        backups.encrypted
          ? 'The copies are encrypted with the public key in BACKUP_AGE_RECIPIENT: this server cannot read them back. Keep the private key off this server, somewhere you will find it on the day you need it.'
          : html`The copies are not encrypted, and they hold patients’ messages. Set <code>BACKUP_AGE_RECIPIENT</code> to an age public key to encrypt them (see the README).`
      }</p>
      <form method="post" action="/admin/backups" class="mt-4">${csrfField(c)}<button class="${ui.button}">Back up now</button></form>
      ${
        list.length === 0
          ? html`<p class="mt-6">No backups yet.</p>`
          : tableRegion(
              'Backups',
              html`<table class="w-full min-w-[32rem] text-left text-sm"><caption class="sr-only">Backups, newest first</caption>
              <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">Made</th><th scope="col" class="${ui.th}">File</th><th scope="col" class="${ui.th}">Size</th></tr></thead>
              <tbody>${list.map(
                (backup) =>
                  html`<tr class="border-t border-border"><td class="${ui.td} whitespace-nowrap">${when(backup.at)}</td><td class="${ui.td} font-mono text-xs">${backup.name}</td><td class="${ui.td}">${size(backup.bytes)}</td></tr>`,
              )}</tbody></table>`,
            )
      }
      <h2 class="mt-10 text-xl font-bold">Restoring</h2>
      <p class="mt-2 max-w-prose">Stop the website, then run <code class="break-all">npm run restore -- ${list[0]?.file ?? 'BACKUP_FILE'}${list[0]?.encrypted || (!list[0] && backups.encrypted) ? ' --identity key.txt' : ''}</code> on the server, and start it again${backups.encrypted ? ', with the private key in key.txt for that command only' : ''}. The file is checked first; a damaged or altered one is refused and nothing changes.</p>`,
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
