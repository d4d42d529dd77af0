import fs from 'node:fs'
import { Hono, type Context } from 'hono'
import { jsx } from 'hono/jsx'
import { z } from 'zod'
import { practice } from '#shared/practice'
import { ABSOLUTE_MS } from '../auth/sessions'
import type { AdminDeps } from '../context'
import { readForm } from '../form'
import { adminKey, i18nOf } from '../i18n'
import type { PageOptions } from '../ui/page'
import { closedMessage, editorService, explainAll, Invalid, Refused } from './api'
import { closedRefusal, refusalWords } from './refusals'
import { entryNames, pageChoices, readCatalog } from './catalog'
import { decapConfig } from './config'
import { practiceToday } from './dates'
import { editorScript } from './editor-script'
import { staffLanguage } from './language'
import { clientWords, decapPhrases } from './phrases'
import { contentFile } from './paths'
import type { PublishStatus } from './publish'
import { kindOf, revisionName, stamp } from './history'
import { lineDiff, type Revision } from './revisions'
import { pendingUpdate, type Choice } from '../../content-folder/shipped'
import { decapBase, decapFile, decapVersion, previewLayouts } from './shell'
import type { EditorSetup } from './editor-setup'
import {
  BackToRevisions,
  ClosedEditor,
  editorShellPage,
  History,
  NotSetUp,
  PublishPanel,
  RestoreQuestion,
  RevisionChanges,
  Updates,
  type RevisionRow,
} from './views'

/**
 * The content editor's area (owner and editor, roles.ts): the editor itself at /admin/content,
 * its bundle and configuration, the revisions with restore at /admin/content/history,
 * publishing at /admin/content/publish, and an update of the website's own content at
 * /admin/content/updates (the owner takes it; content-folder/shipped.ts).
 */

const YEAR = 'private, max-age=31536000, immutable'

const RestoreForm = z.object({
  id: z.string({ error: adminKey('content.restore.chooseRevision') }).max(64),
  path: z.string({ error: adminKey('content.restore.chooseFile') }).max(300),
  /** Sent by the confirmation's button: without it, the restore is asked about first. */
  confirm: z.literal('yes').optional(),
})

/** The revisions page polls its publish panel while a build runs (scripts/publish-status.ts). */
const watching = (status: PublishStatus): PageOptions =>
  status.state === 'queued' || status.state === 'building' ? { scripts: ['publish-status'] } : {}

export function routes(deps: AdminDeps) {
  const { render } = deps
  const app = new Hono()
  const content = deps.content
  if (!content) {
    app.all('*', (c) => render(c, i18nOf(c).t('nav.content'), jsx(NotSetUp, {}), 404))
    return app
  }
  const service = editorService(deps, content)

  /** A refusal as a page shows it: a change the checks refuse, by its problems in the staff member's words. */
  const refusalText = (c: Context, error: Refused, say: 'notRestored' | 'notTaken') => {
    if (!(error instanceof Invalid)) return error.message
    const language = staffLanguage(c)
    const problems = explainAll(error, language, content.root).map((problem) => problem.message)
    return refusalWords(language)[say](problems.join(' '))
  }

  app.get('/', (c) => {
    const problems = content.gate.scan()
    if (problems.length > 0)
      return render(c, i18nOf(c).t('content.closed.title'), jsx(ClosedEditor, { problems }), 503)
    c.set('editorPolicy', true)
    return c.html(
      editorShellPage(i18nOf(c), {
        csrf: c.var.adminSession.csrf_token,
        user: c.var.adminUser.display_name,
        decapScript: `${decapBase}/decap-cms.js`,
      }),
    )
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
      phrases: decapPhrases(language),
      words: clientWords(language),
      pages: pageChoices(catalog, language),
      entryNames: entryNames(catalog, language),
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
      error = null,
      status = error ? 422 : 200,
    }: { restored?: boolean; error?: string | null; status?: 200 | 422 | 429 | 503 } = {},
  ) => {
    const language = staffLanguage(c)
    const { t } = i18nOf(c)
    const names = new Map<string, string>()
    const nameOf = (revision: Revision) => {
      let name = names.get(revision.path)
      if (name === undefined) {
        name = revisionName(content.root, revision, language)
        names.set(revision.path, name)
      }
      return name
    }
    const revisions = content.revisions.list(200).map((revision): RevisionRow => ({
      at: stamp(revision.at, language),
      name: nameOf(revision),
      who:
        revision.name || (revision.username === 'website' ? t('content.history.website') : revision.username),
      kind: kindOf(revision.message),
      href: contentFile(revision.path) ? revisionHref(revision.id, revision.path) : null,
    }))
    const publishing = content.publisher.status()
    return render(
      c,
      t('content.history.title'),
      jsx(History, {
        restored,
        error,
        update: pendingUpdate(content.root) !== null,
        panel: jsx(PublishPanel, { status: publishing, stamp: (at: number) => stamp(at, language) }),
        revisions,
      }),
      status,
      watching(publishing),
    )
  }
  app.get('/history', (c) => history(c, { restored: c.req.query('restored') === '1' }))

  /** A revision and the file it changed, or the page saying there is none. */
  const revisionOf = (id: string | undefined, pathValue: unknown) => {
    const file = contentFile(pathValue)
    const found = file && id ? content.revisions.get(id, file.path) : null
    return file && found ? { file, found } : null
  }
  const notFound = (c: Context) =>
    render(c, i18nOf(c).t('content.revision.notFound'), jsx(BackToRevisions, {}), 404)

  app.get('/history/:id', (c) => {
    const shown = revisionOf(c.req.param('id'), c.req.query('path'))
    if (!shown) return notFound(c)
    const { file, found } = shown
    const language = staffLanguage(c)
    const { t } = i18nOf(c)
    return render(
      c,
      t('content.revision.title', { name: revisionName(content.root, found.revision, language) }),
      jsx(RevisionChanges, {
        by: t('content.revision.by', {
          at: stamp(found.revision.at, language),
          who: found.revision.name || found.revision.username,
        }),
        lines: lineDiff(found.previous ?? '', found.body),
        restorable: found.previous !== null,
        id: found.revision.id,
        path: file.path,
      }),
    )
  })

  app.post('/history/restore', async (c) => {
    const language = staffLanguage(c)
    const i18n = i18nOf(c)
    const form = await readForm(c, RestoreForm)
    const shown = form.ok ? revisionOf(form.data.id, form.data.path) : null
    const previous = shown?.found.previous ?? null
    if (!form.ok || !shown || previous === null)
      return render(
        c,
        i18n.t('content.restore.nothing'),
        jsx(BackToRevisions, {
          error: form.ok ? i18n.t('content.restore.noEarlier') : i18n.say(form.error.key),
        }),
        400,
      )
    const { file, found } = shown
    // A restore replaces what the page says now: asked about first, on a page of its own.
    if (form.data.confirm !== 'yes')
      return render(
        c,
        i18n.t('content.restore.title'),
        jsx(RestoreQuestion, {
          question: i18n.t('content.restore.question', {
            name: revisionName(content.root, found.revision, language),
            at: stamp(found.revision.at, language),
          }),
          id: found.revision.id,
          path: file.path,
        }),
      )
    const closed = content.gate.problems()
    if (closed.length > 0) return history(c, { error: closedRefusal(staffLanguage(c), closed), status: 503 })
    try {
      await service.save(
        c,
        new Map([[file.path, previous]]),
        `Restore ${file.path} as it was before ${found.revision.id}`,
        'content.restored',
      )
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      return history(c, { error: refusalText(c, error, 'notRestored') })
    }
    return c.redirect('/admin/content/history?restored=1', 303)
  })

  const updates = (
    c: Context,
    { error = null, status = error ? 422 : 200 }: { error?: string | null; status?: 200 | 403 | 422 } = {},
  ) => {
    const update = pendingUpdate(content.root)
    const i18n = i18nOf(c)
    return render(
      c,
      i18n.t('content.updates.title'),
      jsx(Updates, {
        update,
        taken: c.req.query('taken') === '1',
        error,
        owner: c.var.adminUser.role === 'owner',
        at: update ? i18n.dateTime(update.at) : '',
      }),
      status,
    )
  }
  app.get('/updates', (c) => updates(c))
  app.post('/updates', async (c) => {
    const i18n = i18nOf(c)
    if (c.var.adminUser.role !== 'owner')
      return updates(c, { error: i18n.t('content.updates.ownerOnly'), status: 403 })
    const closed = content.gate.problems()
    if (closed.length > 0) return updates(c, { error: closedRefusal(staffLanguage(c), closed), status: 422 })
    const body = await c.req.parseBody().catch(() => null)
    if (!body) return updates(c, { error: i18n.t('form.unreadable') })
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
      return updates(c, { error: refusalText(c, error, 'notTaken') })
    }
    return c.redirect('/admin/content/updates?taken=1', 303)
  })

  app.get('/publish', (c) => c.redirect('/admin/content/history', 303))
  app.post('/publish', (c) => {
    const closed = content.gate.problems()
    if (closed.length > 0) return history(c, { error: closedRefusal(staffLanguage(c), closed), status: 503 })
    const asked = service.publish(c)
    if ('retryAfterSeconds' in asked) {
      c.header('Retry-After', String(asked.retryAfterSeconds))
      return history(c, { error: tooManyPublishes(c, asked.retryAfterSeconds), status: 429 })
    }
    return c.redirect('/admin/content/history', 303)
  })
  return app
}

const revisionHref = (id: string, path: string) =>
  `/admin/content/history/${id}?path=${encodeURIComponent(path)}`

const tooManyPublishes = (c: Context, seconds: number) =>
  i18nOf(c).t('content.publish.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) })

/** The editor's JSON: Decap's proxy protocol, and the publish status for scripts and tests. */
export function api(deps: AdminDeps) {
  const app = new Hono()
  const content = deps.content
  if (!content) {
    app.all('*', (c) => c.json({ error: i18nOf(c).t('content.unavailable') }, 404))
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
    if (closed.length > 0)
      return c.json({ error: closedRefusal(staffLanguage(c), closed), closed: closedMessage(closed) }, 503)
    const asked = service.publish(c)
    if ('status' in asked) return c.json(asked.status, 202)
    c.header('Retry-After', String(asked.retryAfterSeconds))
    return c.json({ error: tooManyPublishes(c, asked.retryAfterSeconds) }, 429)
  })
  return app
}

export { decapBase }
