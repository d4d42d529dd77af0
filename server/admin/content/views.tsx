/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { practice } from '#shared/practice'
import type { Choice, PendingUpdate } from '../../content-folder/shipped'
import { Button, PostForm, TextLink } from '../ui/button'
import type { AdminI18n } from '../i18n'
import { Page, useI18n } from '../ui/context'
import { htmlDocument } from '../../html-document'
import { BackLink, Hint, Prose } from '../ui/layout'
import { Notice } from '../ui/notice'
import { DataTable } from '../ui/table'
import type { RevisionKind } from './history'
import type { ClosedFile } from './gate'
import type { PublishStatus } from './publish'
import type { DiffLine } from './revisions'

/**
 * The content editor's own pages (routes.ts): the revisions with the publish panel, one
 * revision's changes, the restore question and the update of the website's content. Every value
 * that comes from the content folder (a page's title, a file's name) is text: JSX escapes it.
 */

const HISTORY = '/admin/content/history'
const cardClass = 'rounded-xl border border-border bg-card p-5'

export function NotSetUp() {
  const { t } = useI18n()
  return <Prose class="mt-4">{t('content.unavailable')}</Prose>
}

/** The editor's page while the content folder holds files it does not open (gate.ts). */
export function ClosedEditor({ problems }: { problems: readonly ClosedFile[] }) {
  const { t, plural } = useI18n()
  return (
    <>
      <div
        class={`${cardClass} mt-4 max-w-prose border-destructive`}
        role="alert"
        data-testid="editor-closed"
      >
        <p>{plural('content.closed.text', problems.length)}</p>
        <ul class="mt-3 list-disc pl-6" aria-label={t('content.closed.files')}>
          {problems.map((problem) => (
            <li class="mt-1">
              <code class="font-mono text-sm">{problem.file}</code>: {problem.reason}
            </li>
          ))}
        </ul>
        <p class="mt-3">{plural('content.closed.ask', problems.length)}</p>
      </div>
      <BackLink href={HISTORY}>{t('content.history.heading')}</BackLink>
    </>
  )
}

const busy = (status: PublishStatus) => status.state === 'queued' || status.state === 'building'

/**
 * Publishing: what the last publish did, and the button. While a build runs, the page's script
 * (scripts/publish-status.ts) asks `data-watch` how it goes and, when it ends, puts this panel
 * of the page anew in place, its status line announcing the end; without script, a reload shows it.
 */
export function PublishPanel({ status, stamp }: { status: PublishStatus; stamp: (at: number) => string }) {
  const { t } = useI18n()
  return (
    <section
      aria-labelledby="publish-heading"
      class={`${cardClass} mt-6`}
      data-publish-panel
      data-watch={busy(status) ? '/api/admin/content/publish' : undefined}
      data-refresh={HISTORY}
    >
      <h2 id="publish-heading" class="text-xl font-bold">
        {t('content.publish.heading')}
      </h2>
      <Prose>{t('content.publish.intro')}</Prose>
      <p
        class="mt-3"
        role="status"
        data-testid="publish-state"
        data-state={status.state}
        data-queued={String(status.queued)}
      >
        <strong>{t(`content.publish.state.${status.state}`)}</strong>
        {status.queued ? ` ${t('content.publish.queued')}` : null}
        {status.finishedAt ? <span class="text-muted-foreground"> ({stamp(status.finishedAt)})</span> : null}
      </p>
      <div data-publish-rest>
        {status.error ? (
          <pre
            class="mt-3 overflow-x-auto rounded-md border border-destructive bg-destructive/10 p-3 text-xs whitespace-pre-wrap"
            aria-label={t('content.publish.error')}
            data-testid="publish-error"
          >
            {status.error}
          </pre>
        ) : null}
        <PostForm action="/admin/content/publish" class="mt-4">
          <Button>{t(busy(status) ? 'content.publish.again' : 'content.publish.button')}</Button>
        </PostForm>
      </div>
    </section>
  )
}

/** A row of the revisions list, its words already chosen (routes.ts). */
export interface RevisionRow {
  at: string
  name: string
  who: string
  kind: RevisionKind
  /** Where its changes are shown; null for a revision of no content file. */
  href: string | null
}

export function History({
  restored,
  error,
  update,
  panel,
  revisions,
}: {
  restored: boolean
  error: string | null
  update: boolean
  panel: Child
  revisions: readonly RevisionRow[]
}) {
  const { t, rich } = useI18n()
  return (
    <>
      <Notice tone="done">{restored ? t('content.history.restored') : null}</Notice>
      <Notice tone="error">{error}</Notice>
      <Prose>
        <TextLink href="/admin/content">{t('content.history.openEditor')}</TextLink>.{' '}
        {t('content.history.intro')}
      </Prose>
      {update ? (
        <p class={`${cardClass} mt-4 max-w-prose`} data-testid="update-waiting">
          {rich('content.history.update', {
            link: <TextLink href="/admin/content/updates">{t('content.history.updateLink')}</TextLink>,
          })}
        </p>
      ) : null}
      {panel}
      <h2 class="mt-10 text-xl font-bold">{t('content.history.heading')}</h2>
      {revisions.length === 0 ? (
        <Prose class="mt-4">{t('content.history.none')}</Prose>
      ) : (
        <>
          <Hint>{t('content.history.zone')}</Hint>
          <DataTable
            caption={t('content.history.caption')}
            testid="revisions"
            rows={revisions}
            columns={[
              { header: t('content.history.when'), cell: (row) => row.at, class: 'md:whitespace-nowrap' },
              { header: t('content.history.what'), cell: (row) => row.name, class: 'wrap-anywhere' },
              { header: t('content.history.who'), cell: (row) => row.who, class: 'wrap-anywhere' },
              {
                header: t('content.history.change'),
                cell: (row) => (
                  <span data-kind={row.kind}>
                    {row.kind === 'restore' ? (
                      <strong>{t('content.history.kind.restore')}</strong>
                    ) : (
                      t(`content.history.kind.${row.kind}`)
                    )}
                    {row.href ? (
                      <>
                        <br />
                        <TextLink href={row.href}>{t('content.history.whatChanged')}</TextLink>
                      </>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  )
}

const lineStyle = {
  same: '',
  added: 'border-l-4 border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950/60',
  removed:
    'border-l-4 border-red-700 bg-red-50 line-through decoration-red-700/40 dark:border-red-400 dark:bg-red-950/60',
} as const
const lineMark = { same: ' ', added: '+', removed: '−' } as const

/** The hidden fields that name a revision in the restore forms. */
function RevisionFields({ id, path }: { id: string; path: string }) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="path" value={path} />
    </>
  )
}

/** One revision: its lines changed, with two lines around each, old above new; restore below. */
export function RevisionChanges({
  by,
  lines,
  restorable,
  id,
  path,
}: {
  by: string
  lines: readonly DiffLine[]
  restorable: boolean
  id: string
  path: string
}) {
  const { t } = useI18n()
  const said = { same: '', added: t('content.revision.added'), removed: t('content.revision.removed') }
  const shown = lines.filter(
    (line, index) =>
      line.kind !== 'same' ||
      lines.slice(Math.max(0, index - 2), index + 3).some((near) => near.kind !== 'same'),
  )
  return (
    <>
      <p class="mt-2">
        {by} <TextLink href={HISTORY}>{t('content.revision.all')}</TextLink>
      </p>
      <p class="mt-4 text-sm">{t('content.revision.legend')}</p>
      <div
        class="mt-2 rounded-xl border border-border bg-card p-3"
        role="region"
        aria-label={t('content.revision.changes')}
        // A region of text that may be wider than a phone: scrolled by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabindex={0}
      >
        <pre class="text-sm break-words whitespace-pre-wrap" data-testid="diff">
          {shown.map((line) => (
            <span class={`block px-1 ${lineStyle[line.kind]}`} data-kind={line.kind}>
              {lineMark[line.kind]}
              {said[line.kind] ? <span class="sr-only">{said[line.kind]}</span> : null} {line.text}
            </span>
          ))}
        </pre>
      </div>
      {restorable ? (
        <PostForm action={`${HISTORY}/restore`} class="mt-6">
          <RevisionFields id={id} path={path} />
          <Button variant="outline">{t('content.revision.restore')}</Button>
        </PostForm>
      ) : (
        <Prose class="mt-4">{t('content.revision.created')}</Prose>
      )}
    </>
  )
}

/** A restore replaces what the page says now: asked about first, on a page of its own. */
export function RestoreQuestion({ question, id, path }: { question: string; id: string; path: string }) {
  const { t } = useI18n()
  return (
    <>
      <p class="mt-4 max-w-prose" data-testid="restore-question">
        {question}
      </p>
      <PostForm action={`${HISTORY}/restore`} class="mt-6 flex flex-wrap items-center gap-4">
        <RevisionFields id={id} path={path} />
        <input type="hidden" name="confirm" value="yes" />
        <Button>{t('content.restore.yes')}</Button>
        <TextLink href={`${HISTORY}/${id}?path=${encodeURIComponent(path)}`}>
          {t('content.restore.cancel')}
        </TextLink>
      </PostForm>
    </>
  )
}

/** A refusal with the way back to the revisions. */
export function BackToRevisions({ error }: { error?: string | null }) {
  const { t } = useI18n()
  return (
    <>
      <Notice tone="error">{error}</Notice>
      <BackLink href={HISTORY}>{t('content.revision.all')}</BackLink>
    </>
  )
}

/** The update of the website's own content (content-folder/shipped.ts), for the owner to take. */
export function Updates({
  update,
  taken,
  error,
  owner,
  at,
}: {
  update: PendingUpdate | null
  taken: boolean
  error: string | null
  owner: boolean
  at: string
}) {
  const { t } = useI18n()
  return (
    <>
      <Notice tone="done">{taken ? t('content.updates.taken') : null}</Notice>
      <Notice tone="error">{error}</Notice>
      {!update ? (
        <Prose class="mt-4">{t('content.updates.none')}</Prose>
      ) : (
        <>
          <Prose class="mt-4">
            {t('content.updates.waiting', { at })}{' '}
            {t(update.conflicts.length > 0 ? 'content.updates.conflicts' : 'content.updates.noConflicts')}
          </Prose>
          <PostForm action="/admin/content/updates" class="mt-6">
            <DataTable
              caption={t('content.updates.caption')}
              rows={update.files}
              columns={[
                {
                  header: t('content.updates.file'),
                  cell: (file) => file.path,
                  class: 'font-mono text-xs break-all',
                },
                {
                  header: t('content.updates.change'),
                  cell: (file) => (
                    <>
                      {t(`content.updates.change.${file.change}`)}
                      {update.conflicts.includes(file.path) ? (
                        <>
                          {' '}
                          <strong>{t('content.updates.changedToo')}</strong>
                        </>
                      ) : null}
                    </>
                  ),
                },
                {
                  header: t('content.updates.keep'),
                  cell: (file) =>
                    update.conflicts.includes(file.path) ? (
                      <KeepWhich file={file.path} />
                    ) : (
                      t('content.updates.theirs')
                    ),
                },
              ]}
            />
            {owner ? (
              <Button class="mt-4">{t('content.updates.take')}</Button>
            ) : (
              <Prose class="mt-4">{t('content.updates.ownerOnly')}</Prose>
            )}
          </PostForm>
        </>
      )}
      <BackLink href={HISTORY}>{t('content.revisionsAndPublishing')}</BackLink>
    </>
  )
}

function KeepWhich({ file }: { file: string }) {
  const { t } = useI18n()
  const name = `keep:${file}`
  const choices: readonly [Choice, string][] = [
    ['office', t('content.updates.office')],
    ['update', t('content.updates.theirs')],
  ]
  return (
    <fieldset class="flex flex-wrap gap-x-4">
      <legend class="sr-only">{t('content.updates.keepWhich', { file })}</legend>
      {choices.map(([value, label]) => (
        <label class="inline-flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={value}
            required={value === 'office'}
            class="size-5 accent-primary"
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The editor's page: Decap's bundle and the page's own script (editor.js) before it, the form
 * token and the person's name for that script; without script, the way to the revisions.
 */
export function EditorShell({
  csrf,
  user,
  decapScript,
}: {
  csrf: string
  user: string
  decapScript: string
}) {
  const { t, rich, language } = useI18n()
  return (
    <html lang={language}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="csrf-token" content={csrf} />
        <meta name="editor-user" content={user} />
        <title>{t('frame.title', { page: t('content.shell.title'), practice: practice.name })}</title>
        <script src="/admin/content/editor.js"></script>
      </head>
      <body>
        <noscript>
          <p>
            {rich('content.shell.noScript', {
              link: <a href={HISTORY}>{t('content.revisionsAndPublishing')}</a>,
            })}
          </p>
        </noscript>
        <script src={decapScript}></script>
      </body>
    </html>
  )
}

/** The editor's page as a document, outside the admin frame (Decap draws the whole screen). */
export const editorShellPage = (i18n: AdminI18n, props: Parameters<typeof EditorShell>[0]) =>
  htmlDocument(
    <Page.Provider value={{ i18n, csrf: props.csrf, viewer: null }}>
      <EditorShell {...props} />
    </Page.Provider>,
  )
