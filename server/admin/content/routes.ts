import fs from 'node:fs'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { practice } from '#shared/practice'
import { ABSOLUTE_MS } from '../auth/sessions'
import type { AdminDeps } from '../context'
import { readForm } from '../form'
import { i18nOf } from '../i18n'
import { when } from '../time'
import { csrfField, errorAlert, notice, tableRegion, ui } from '../ui'
import { closedMessage, editorService, Refused } from './api'
import { pageChoices, readCatalog } from './catalog'
import { decapConfig } from './config'
import { practiceToday } from './dates'
import { editorScript } from './editor-script'
import { staffLanguage } from './language'
import { clientWords, decapPhrases } from './phrases'
import { contentFile } from './paths'
import type { PublishStatus } from './publish'
import { lineDiff } from './revisions'
import { pendingUpdate, type Choice } from '../../content-folder/shipped'
import { decapBase, decapFile, decapVersion, editorShell, previewLayouts } from './shell'
import type { EditorSetup } from './editor-setup'
import type { Problem } from './problems'

/**
 * The content editor's area (owner and editor, roles.ts): the editor itself at /admin/content,
 * its bundle and configuration, the revisions with restore at /admin/content/history,
 * publishing at /admin/content/publish, and an update of the website's own content at
 * /admin/content/updates (the owner takes it; content-folder/shipped.ts).
 */

const YEAR = 'private, max-age=31536000, immutable'

const stateWords: Record<PublishStatus['state'], string> = {
  idle: 'Not published since the server started.',
  queued: 'Waiting to build…',
  building: 'Building the site… (a few minutes; visitors see the current version meanwhile)',
  done: 'Published: visitors now see the new version.',
  failed: 'The last publish failed. Visitors still see the previous version.',
}

function publishPanel(c: Context, status: PublishStatus) {
  const busy = status.state === 'queued' || status.state === 'building'
  return html`<section class="${ui.card} mt-6" aria-labelledby="publish-heading">
    <h2 id="publish-heading" class="text-xl font-bold">Publish</h2>
    <p class="mt-2 max-w-prose">Saved changes reach visitors when the site is published: the whole site is built again in the background, then swapped in at once.</p>
    <p class="mt-3" role="status" data-testid="publish-state" data-state="${status.state}"><strong>${stateWords[status.state]}</strong>${
      status.queued ? ' Another publish is queued after this one.' : ''
    }${status.finishedAt ? html` <span class="text-muted-foreground">(${when(status.finishedAt)})</span>` : ''}</p>
    ${status.error ? html`<pre class="mt-3 overflow-x-auto rounded-md border border-destructive bg-destructive/10 p-3 text-xs whitespace-pre-wrap" data-testid="publish-error">${status.error}</pre>` : ''}
    <form method="post" action="/admin/content/publish" class="mt-4">${csrfField(c)}<button class="${ui.button}">${busy ? 'Publish again after this build' : 'Publish'}</button></form>
  </section>`
}

/** The editor's page while the content folder holds files it does not open (gate.ts). */
const closedPage = (problems: readonly Problem[]) =>
  html`<div class="${ui.card} mt-4 max-w-prose border-destructive" role="alert" data-testid="editor-closed">
      <p>The content folder holds ${problems.length === 1 ? 'a file' : 'files'} the editor does not open, so that nothing in ${problems.length === 1 ? 'it' : 'them'} can run in your browser or on the server. Until ${problems.length === 1 ? 'it is' : 'they are'} fixed or removed, nobody can edit or publish; what visitors see has not changed.</p>
      <ul class="mt-3 list-disc pl-6">${problems.map(
        (problem) =>
          html`<li class="mt-1"><code class="font-mono text-sm">${problem.file}</code>: ${problem.reason}</li>`,
      )}</ul>
      <p class="mt-3">Ask whoever maintains the site to look at ${problems.length === 1 ? 'it' : 'them'}. The editor opens again by itself once the folder is in order: reload this page.</p>
    </div>
    <p class="mt-4"><a class="${ui.link}" href="/admin/content/history">Revisions</a></p>`

const RestoreForm = z.object({
  id: z.string({ error: 'Choose a revision' }).max(64),
  path: z.string({ error: 'Choose a file' }).max(300),
})

export function routes(deps: AdminDeps) {
  const { render } = deps
  const app = new Hono()
  const content = deps.content
  if (!content) {
    app.all('*', (c) =>
      render(
        c,
        'Content editor',
        html`<p class="mt-4">The content editor is not set up on this server.</p>`,
        404,
      ),
    )
    return app
  }
  const service = editorService(deps, content)

  app.get('/', (c) => {
    const problems = content.gate.scan()
    if (problems.length > 0) return render(c, 'The content editor is closed', closedPage(problems), 503)
    c.set('editorPolicy', true)
    return c.html(editorShell(c))
  })
  app.get('/editor.js', async (c) =>
    c.body(await editorScript(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )
  app.get('/decap/:version/:file', (c) => {
    const file = c.req.param('version') === decapVersion ? decapFile(c.req.param('file')) : null
    if (!file) return c.json({ error: 'Not found' }, 404)
    return c.body(new Uint8Array(fs.readFileSync(file)), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': YEAR,
    })
  })
  // The editor's configuration and words, in the staff member's language (editor-setup.ts).
  app.get('/config.json', (c) => {
    const language = staffLanguage(c)
    const catalog = readCatalog(content.root)
    const setup: EditorSetup = {
      language,
      config: decapConfig(language, { catalog, today: practiceToday(new Date(deps.now())) }),
      phrases: decapPhrases[language],
      words: clientWords[language],
      pages: pageChoices(catalog, language),
      offices: practice.offices.map((office) => ({ id: office.id, name: office.name[language] })),
      timeZone: practice.timeZone,
      previews: previewLayouts(),
      stylesheet: content.stylesheet(),
      user: { username: c.var.adminUser.username, name: c.var.adminUser.display_name },
    }
    c.header('Cache-Control', 'no-store')
    return c.json(setup)
  })

  const history = (
    c: Context,
    {
      restored = false,
      error,
      status = error ? 422 : 200,
    }: { restored?: boolean; error?: string; status?: 200 | 422 | 429 | 503 } = {},
  ) => {
    const list = content.revisions.list(200)
    return render(
      c,
      'Content: revisions and publishing',
      html`${notice(restored ? 'The earlier version is back and saved as a new revision. Publish to show it to visitors.' : undefined)}
      ${errorAlert(error)}
      <p class="mt-2 max-w-prose"><a class="${ui.link}" href="/admin/content">Open the editor</a>. Every save is kept here, as a commit of the content folder’s own history by the person who made it.</p>
      ${
        pendingUpdate(content.root)
          ? html`<p class="${ui.card} mt-4 max-w-prose" data-testid="update-waiting">A new version of the website brings content of its own. <a class="${ui.link}" href="/admin/content/updates">Look at the update</a>: nothing the office wrote changes until an owner takes it.</p>`
          : ''
      }
      ${publishPanel(c, content.publisher.status())}
      <h2 class="mt-10 text-xl font-bold">Revisions</h2>
      ${
        list.length === 0
          ? html`<p class="mt-4">No saves yet.</p>`
          : tableRegion(
              'Revisions',
              html`<table class="w-full min-w-[32rem] text-left text-sm"><caption class="sr-only">Saves, newest first</caption>
              <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">When</th><th scope="col" class="${ui.th}">File</th><th scope="col" class="${ui.th}">Who</th><th scope="col" class="${ui.th}">Change</th></tr></thead>
              <tbody>${list.map(
                (revision) =>
                  html`<tr class="border-t border-border"><td class="${ui.td} whitespace-nowrap">${when(revision.at)}</td><td class="${ui.td} font-mono text-xs">${revision.path}</td><td class="${ui.td}">${revision.username}</td><td class="${ui.td}"><a class="${ui.link}" href="/admin/content/history/${revision.id}?path=${encodeURIComponent(revision.path)}">What changed</a></td></tr>`,
              )}</tbody></table>`,
            )
      }`,
      status,
    )
  }
  app.get('/history', (c) => history(c, { restored: c.req.query('restored') === '1' }))

  app.get('/history/:id', (c) => {
    const file = contentFile(c.req.query('path'))
    const found = file && content.revisions.get(c.req.param('id'), file.path)
    if (!file || !found)
      return render(
        c,
        'Revision not found',
        html`<p class="mt-4"><a class="${ui.link}" href="/admin/content/history">All revisions</a></p>`,
        404,
      )
    const lines = lineDiff(found.previous ?? '', found.body)
    const mark = { same: ' ', added: '+', removed: '−' } as const
    const style = { same: '', added: 'bg-success/15', removed: 'bg-destructive/10' } as const
    return render(
      c,
      `Revision of ${file.path}`,
      html`<p class="mt-2">${when(found.revision.at)} by ${found.revision.username}. <a class="${ui.link}" href="/admin/content/history">All revisions</a></p>
      <div class="mt-4 overflow-x-auto rounded-xl border border-border bg-card p-3" role="region" aria-label="Changes" tabindex="0"><pre class="text-xs" data-testid="diff">${lines
        .filter(
          (line, index) =>
            line.kind !== 'same' ||
            lines.slice(Math.max(0, index - 2), index + 3).some((near) => near.kind !== 'same'),
        )
        .map(
          (line) => html`<span class="block ${style[line.kind]}">${mark[line.kind]} ${line.text}</span>`,
        )}</pre></div>
      ${
        found.previous === null
          ? html`<p class="mt-4">This save created the file: there is no earlier version to restore.</p>`
          : html`<form method="post" action="/admin/content/history/restore" class="mt-6">${csrfField(c)}
          <input type="hidden" name="id" value="${found.revision.id}"><input type="hidden" name="path" value="${file.path}">
          <button class="${ui.secondary}">Restore the version before this change</button></form>`
      }`,
    )
  })

  app.post('/history/restore', async (c) => {
    const form = await readForm(c, RestoreForm)
    const file = form.ok ? contentFile(form.data.path) : null
    const found = form.ok && file ? content.revisions.get(form.data.id, file.path) : null
    if (!form.ok || !file || !found || found.previous === null)
      return render(
        c,
        'Nothing to restore',
        html`${errorAlert(form.ok ? 'That revision has no earlier version.' : i18nOf(c).say(form.error.key))}<p class="mt-4"><a class="${ui.link}" href="/admin/content/history">All revisions</a></p>`,
        400,
      )
    const closed = content.gate.problems()
    if (closed.length > 0) return history(c, { error: closedMessage(closed), status: 503 })
    try {
      await service.save(
        c,
        new Map([[file.path, found.previous]]),
        `Restore ${file.path} as it was before ${found.revision.id}`,
        'content.restored',
      )
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      return history(c, { error: error.message })
    }
    return c.redirect('/admin/content/history?restored=1', 303)
  })

  const changeWords = { added: 'new', changed: 'changed', removed: 'removed' } as const
  const updates = (
    c: Context,
    { error, status = error ? 422 : 200 }: { error?: string; status?: 200 | 403 | 422 } = {},
  ) => {
    const update = pendingUpdate(content.root)
    const owner = c.var.adminUser.role === 'owner'
    return render(
      c,
      'Content: update of the website',
      html`${notice(c.req.query('taken') === '1' ? 'The update is taken and saved as a revision. Publish to show it to visitors.' : undefined)}
      ${errorAlert(error)}
      ${
        !update
          ? html`<p class="mt-4 max-w-prose">No update waiting: the office has all of the content the website came with. When a new version of the website brings new or changed pages, they wait here; nothing the office wrote is changed until the owner takes them.</p>`
          : html`<p class="mt-4 max-w-prose">The new version of the website brings content of its own (${when(update.at)}). Nothing has changed on the site yet. ${
              update.conflicts.length > 0
                ? 'The office changed some of the same files: for each, choose whose version to keep. The other one stays in the revisions.'
                : 'The office changed none of these files, so taking the update keeps every change the office made.'
            }</p>
          <form method="post" action="/admin/content/updates" class="mt-6">${csrfField(c)}
          ${tableRegion(
            'Files in the update',
            html`<table class="w-full min-w-[32rem] text-left text-sm"><caption class="sr-only">Files the update brings</caption>
            <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">File</th><th scope="col" class="${ui.th}">Change</th><th scope="col" class="${ui.th}">Keep</th></tr></thead>
            <tbody>${update.files.map((file) => {
              const conflict = update.conflicts.includes(file.path)
              const name = `keep:${file.path}`
              return html`<tr class="border-t border-border"><td class="${ui.td} font-mono text-xs">${file.path}</td><td class="${ui.td}">${changeWords[file.change]}${conflict ? html` <strong>(the office changed it too)</strong>` : ''}</td><td class="${ui.td}">${
                conflict
                  ? html`<fieldset><legend class="sr-only">Keep which version of ${file.path}</legend>
                    <label class="mr-4"><input type="radio" name="${name}" value="office" required> The office’s</label>
                    <label><input type="radio" name="${name}" value="update"> The update’s</label></fieldset>`
                  : 'The update’s'
              }</td></tr>`
            })}</tbody></table>`,
          )}
          ${owner ? html`<button class="${ui.button} mt-4">Take the update</button>` : html`<p class="mt-4">Only an owner can take the update.</p>`}
          </form>`
      }
      <p class="mt-6"><a class="${ui.link}" href="/admin/content/history">Revisions and publishing</a></p>`,
      status,
    )
  }
  app.get('/updates', (c) => updates(c))
  app.post('/updates', async (c) => {
    if (c.var.adminUser.role !== 'owner')
      return updates(c, { error: 'Only an owner can take the update.', status: 403 })
    const closed = content.gate.problems()
    if (closed.length > 0) return updates(c, { error: closedMessage(closed), status: 422 })
    const body = await c.req.parseBody().catch(() => null)
    if (!body) return updates(c, { error: 'The form could not be read. Reload the page and try again.' })
    const choices = new Map<string, Choice>()
    for (const [name, value] of Object.entries(body)) {
      if (!name.startsWith('keep:') || (value !== 'office' && value !== 'update')) continue
      const file = contentFile(name.slice('keep:'.length))
      if (file) choices.set(file.path, value)
    }
    try {
      await service.takeUpdate(c, choices)
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      return updates(c, { error: error.message })
    }
    return c.redirect('/admin/content/updates?taken=1', 303)
  })

  app.get('/publish', (c) => c.redirect('/admin/content/history', 303))
  app.post('/publish', (c) => {
    const closed = content.gate.problems()
    if (closed.length > 0) return history(c, { error: closedMessage(closed), status: 503 })
    const asked = service.publish(c)
    if ('retryAfterSeconds' in asked) {
      c.header('Retry-After', String(asked.retryAfterSeconds))
      return history(c, { error: tooManyPublishes(asked.retryAfterSeconds), status: 429 })
    }
    return c.redirect('/admin/content/history', 303)
  })
  return app
}

const tooManyPublishes = (seconds: number) =>
  `You have asked for many publishes this hour: the site can be published again in ${Math.max(1, Math.ceil(seconds / 60))} minutes. Saved changes are kept until then.`

/** The editor's JSON: Decap's proxy protocol, and the publish status for scripts and tests. */
export function api(deps: AdminDeps) {
  const app = new Hono()
  const content = deps.content
  if (!content) {
    app.all('*', (c) => c.json({ error: 'The content editor is not set up on this server.' }, 404))
    return app
  }
  const service = editorService(deps, content)
  app.route('/', service.api)
  /**
   * Who is signed in, and the token the page's requests carry: the editor page asks while a person
   * is writing (which keeps the session alive) and after they sign in again in place.
   */
  app.get('/session', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({
      username: c.var.adminUser.username,
      csrf: c.var.adminSession.csrf_token,
      endsAt: c.var.adminSession.created_at + ABSOLUTE_MS,
    })
  })
  app.get('/publish', (c) => c.json(content.publisher.status()))
  app.post('/publish', (c) => {
    const closed = content.gate.problems()
    if (closed.length > 0) return c.json({ error: closedMessage(closed) }, 503)
    const asked = service.publish(c)
    if ('status' in asked) return c.json(asked.status, 202)
    c.header('Retry-After', String(asked.retryAfterSeconds))
    return c.json({ error: tooManyPublishes(asked.retryAfterSeconds) }, 429)
  })
  return app
}

export { decapBase }
