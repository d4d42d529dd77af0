import fs from 'node:fs'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import type { Language } from '#shared/languages'
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
import { storedPhoto } from './media'
import { contentFile } from './paths'
import type { PublishStatus } from './publish'
import { historyWords, kindOf, publishWords, revisionName, stamp } from './history'
import { lineDiff, type Revision } from './revisions'
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

function publishPanel(c: Context, status: PublishStatus, language: Language) {
  const busy = status.state === 'queued' || status.state === 'building'
  const say = publishWords[language]
  return html`<section class="${ui.card} mt-6" aria-labelledby="publish-heading">
    <h2 id="publish-heading" class="text-xl font-bold">${say.heading}</h2>
    <p class="mt-2 max-w-prose">${say.intro}</p>
    <p class="mt-3" role="status" data-testid="publish-state" data-state="${status.state}"><strong>${say.states[status.state]}</strong>${
      status.queued ? say.queued : ''
    }${status.finishedAt ? html` <span class="text-muted-foreground">(${stamp(status.finishedAt, language)})</span>` : ''}</p>
    ${status.error ? html`<pre class="mt-3 overflow-x-auto rounded-md border border-destructive bg-destructive/10 p-3 text-xs whitespace-pre-wrap" data-testid="publish-error">${status.error}</pre>` : ''}
    <form method="post" action="/admin/content/publish" class="mt-4">${csrfField(c)}<button class="${ui.button}">${busy ? say.again : say.publish}</button></form>
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
  /** Sent by the confirmation's button: without it, the restore is asked about first. */
  confirm: z.literal('yes').optional(),
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
  // A photo of the content folder, for the editor to show before it is published (config.ts).
  app.get('/photos/:name', (c) => {
    const photo = storedPhoto(content.root, c.req.param('name'))
    if (!photo) return c.json({ error: 'Not found' }, 404)
    return c.body(new Uint8Array(photo.bytes), 200, {
      'Content-Type': `image/${photo.type}`,
      'Cache-Control': 'private, no-cache',
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
    const language = staffLanguage(c)
    const say = historyWords[language]
    const list = content.revisions.list(200)
    const names = new Map<string, string>()
    const nameOf = (revision: Revision) => {
      let name = names.get(revision.path)
      if (name === undefined) {
        name = revisionName(content.root, revision, language)
        names.set(revision.path, name)
      }
      return name
    }
    return render(
      c,
      say.title,
      html`<div lang="${language}">${notice(restored ? say.restored : undefined)}
      ${errorAlert(error)}
      <p class="mt-2 max-w-prose"><a class="${ui.link}" href="/admin/content">${say.openEditor}</a>. ${say.intro}</p>
      ${
        pendingUpdate(content.root)
          ? html`<p class="${ui.card} mt-4 max-w-prose" data-testid="update-waiting">${say.update[0]} <a class="${ui.link}" href="/admin/content/updates">${say.update[1]}</a>${say.update[2]}</p>`
          : ''
      }
      ${publishPanel(c, content.publisher.status(), language)}
      <h2 class="mt-10 text-xl font-bold">${say.heading}</h2>
      ${
        list.length === 0
          ? html`<p class="mt-4">${say.none}</p>`
          : html`<p class="mt-2 text-sm text-muted-foreground">${say.zone}</p>
            ${tableRegion(
              say.heading,
              html`<table class="w-full min-w-[34rem] text-left text-sm" data-testid="revisions"><caption class="sr-only">${say.caption}</caption>
              <thead><tr class="border-b border-border"><th scope="col" class="${ui.th}">${say.when}</th><th scope="col" class="${ui.th}">${say.what}</th><th scope="col" class="${ui.th}">${say.who}</th><th scope="col" class="${ui.th}">${say.change}</th></tr></thead>
              <tbody>${list.map((revision) => {
                const kind = kindOf(revision.message)
                const shown = contentFile(revision.path) !== null
                return html`<tr class="border-t border-border" data-kind="${kind}"><td class="${ui.td}">${stamp(revision.at, language)}</td><td class="${ui.td} break-words">${nameOf(revision)}</td><td class="${ui.td}">${revision.name || (revision.username === 'website' ? say.website : revision.username)}</td><td class="${ui.td}">${kind === 'restore' ? html`<strong>${say.kinds[kind]}</strong>` : say.kinds[kind]}${
                  shown
                    ? html`<br><a class="${ui.link}" href="/admin/content/history/${revision.id}?path=${encodeURIComponent(revision.path)}">${say.whatChanged}</a>`
                    : ''
                }</td></tr>`
              })}</tbody></table>`,
            )}`
      }</div>`,
      status,
    )
  }
  app.get('/history', (c) => history(c, { restored: c.req.query('restored') === '1' }))

  /** A revision and the file it changed, or the page saying there is none. */
  const revisionOf = (id: string | undefined, pathValue: unknown) => {
    const file = contentFile(pathValue)
    const found = file && id ? content.revisions.get(id, file.path) : null
    return file && found ? { file, found } : null
  }
  const notFound = (c: Context) => {
    const say = historyWords[staffLanguage(c)]
    return render(
      c,
      say.notFound,
      html`<p class="mt-4"><a class="${ui.link}" href="/admin/content/history">${say.all}</a></p>`,
      404,
    )
  }

  app.get('/history/:id', (c) => {
    const shown = revisionOf(c.req.param('id'), c.req.query('path'))
    if (!shown) return notFound(c)
    const { file, found } = shown
    const language = staffLanguage(c)
    const say = historyWords[language]
    const lines = lineDiff(found.previous ?? '', found.body)
    const mark = { same: ' ', added: '+', removed: '−' } as const
    const words = { same: '', added: say.added, removed: say.removed } as const
    const style = {
      same: '',
      added: 'border-l-4 border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950/60',
      removed:
        'border-l-4 border-red-700 bg-red-50 line-through decoration-red-700/40 dark:border-red-400 dark:bg-red-950/60',
    } as const
    const name = revisionName(content.root, found.revision, language)
    return render(
      c,
      say.revisionOf(name),
      html`<div lang="${language}"><p class="mt-2">${say.by(stamp(found.revision.at, language), found.revision.name || found.revision.username)} <a class="${ui.link}" href="/admin/content/history">${say.all}</a></p>
      <p class="mt-4 text-sm">${say.legend}</p>
      <div class="mt-2 rounded-xl border border-border bg-card p-3" role="region" aria-label="${say.changes}" tabindex="0"><pre class="text-sm whitespace-pre-wrap break-words" data-testid="diff">${lines
        .filter(
          (line, index) =>
            line.kind !== 'same' ||
            lines.slice(Math.max(0, index - 2), index + 3).some((near) => near.kind !== 'same'),
        )
        .map(
          (line) =>
            html`<span class="block px-1 ${style[line.kind]}" data-kind="${line.kind}">${mark[line.kind]}${words[line.kind] ? html`<span class="sr-only">${words[line.kind]}</span>` : ''} ${line.text}</span>`,
        )}</pre></div>
      ${
        found.previous === null
          ? html`<p class="mt-4">${say.created}</p>`
          : html`<form method="post" action="/admin/content/history/restore" class="mt-6">${csrfField(c)}
          <input type="hidden" name="id" value="${found.revision.id}"><input type="hidden" name="path" value="${file.path}">
          <button class="${ui.secondary}">${say.restore}</button></form>`
      }</div>`,
    )
  })

  app.post('/history/restore', async (c) => {
    const language = staffLanguage(c)
    const say = historyWords[language]
    const form = await readForm(c, RestoreForm)
    const shown = form.ok ? revisionOf(form.data.id, form.data.path) : null
    const previous = shown?.found.previous ?? null
    if (!form.ok || !shown || previous === null)
      return render(
        c,
        say.nothing,
        html`<div lang="${language}">${errorAlert(form.ok ? say.noEarlier : i18nOf(c).say(form.error.key))}<p class="mt-4"><a class="${ui.link}" href="/admin/content/history">${say.all}</a></p></div>`,
        400,
      )
    const { file, found } = shown
    // A restore replaces what the page says now: asked about first, on a page of its own.
    if (form.data.confirm !== 'yes') {
      const name = revisionName(content.root, found.revision, language)
      return render(
        c,
        say.confirmTitle,
        html`<div lang="${language}"><p class="mt-4 max-w-prose" data-testid="restore-question">${say.confirm(name, stamp(found.revision.at, language))}</p>
        <form method="post" action="/admin/content/history/restore" class="mt-6 flex flex-wrap items-center gap-4">${csrfField(c)}
        <input type="hidden" name="id" value="${found.revision.id}"><input type="hidden" name="path" value="${file.path}"><input type="hidden" name="confirm" value="yes">
        <button class="${ui.button}">${say.yes}</button>
        <a class="${ui.link}" href="/admin/content/history/${found.revision.id}?path=${encodeURIComponent(file.path)}">${say.cancel}</a></form></div>`,
      )
    }
    const closed = content.gate.problems()
    if (closed.length > 0) return history(c, { error: closedMessage(closed), status: 503 })
    try {
      await service.save(
        c,
        new Map([[file.path, previous]]),
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
