import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { families } from '#shared/content/families'
import { ContentError } from '#shared/content/content-error'
import { TeamMemberSchema } from '#shared/content/data-schema'
import type { Language } from '#shared/languages'
import { isContentFile, readContentFile } from '#shared/content/files'
import { openingError, parseFrontmatter, updateFrontmatter, wrongOpening } from '#shared/content/frontmatter'
import { staffAuthor } from '../../content-folder/git'
import { commitUpdate, mergeUpdate, type Choice } from '../../content-folder/shipped'
import { limitBody } from '../../http'
import { rateLimiter } from '../../rate-limit'
import type { AdminDeps } from '../context'
import { readCatalog, type Catalog } from './catalog'
import { dataFiles } from './data-files'
import { practiceToday } from './dates'
import { fromEditor } from './decap-fields'
import { explain, type Explained } from './explain'
import type { ClosedFile, ContentGate } from './gate'
import { staffLanguage } from './language'
import { extensionOf, MAX_UPLOAD_BYTES, reencode, UploadError } from './media'
import {
  contentFile,
  editorPath,
  foldersOf,
  onDisk,
  photoPath,
  PHOTOS_FOLDER,
  type ContentFile,
} from './paths'
import type { Publisher, PublishStatus } from './publish'
import type { RevisionStore } from './revisions'
import { describeProblem, type Problem } from './problems'
import { closedRefusal, refusalWords, type RefusalWords } from './refusals'
import { dataRules, implausibleDates, pageRules } from './save-rules'
import type { Validator } from './validator'

/**
 * The editor's API: Decap CMS's proxy protocol (POST {action, params}, as decap-server speaks
 * it), answered by our server so that every read is confined to the content files, every save
 * is validated with the build's rules before anything is written, and every save is audited
 * and kept as a revision. What an editor account can do through it is exactly that: read the
 * content files, save checked text over them (never over a file changed since they read it),
 * upload pictures that replace nothing, and ask for a publish, a few times an hour.
 */

export interface ContentDeps {
  /** CONTENT_DIR. */
  root: string
  revisions: RevisionStore
  publisher: Publisher
  /** The served site's stylesheet, for the editor's previews. */
  stylesheet: () => string | null
  /** Checks a save with the build's rules, off the main thread (validator.ts). */
  validate: Validator
  /** Keeps the editor closed while the content folder holds a file it must not open (gate.ts). */
  gate: ContentGate
}

/** Publishes and picture uploads each person may ask for: a build takes minutes of both cores. */
export const PUBLISH_LIMIT = { limit: 6, windowMs: 60 * 60_000 }
export const UPLOAD_LIMIT = { limit: 30, windowMs: 10 * 60_000 }

/** A file's version, as the editor's API names it (`file.id`) and a save gives it back. */
export const versionOf = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

export class Refused extends Error {}

/** A save that would overwrite a change made since the editor read the file: nothing is written. */
export class Stale extends Error {}

/** A save the checks refuse, with every problem they found, each of a file and a field. */
export class Invalid extends Refused {
  readonly problems: Problem[]
  /** The data of each file as it would have been stored, to name pages and list items. */
  readonly data: ReadonlyMap<string, Record<string, unknown>>
  constructor(problems: Problem[], data: ReadonlyMap<string, Record<string, unknown>>) {
    super(`Not saved. ${problems.slice(0, 5).map(describeProblem).join(' · ')}`)
    this.problems = problems
    this.data = data
  }
}

const exists = (file: string) => fs.lstatSync(file, { throwIfNoEntry: false }) !== undefined

/**
 * The text of a content file as the editor may have it: null when there is none; refused when
 * it is not a plain file in the folder, or a page or team file that does not open with `---`.
 */
export function readStored(root: string, file: ContentFile): string | null {
  const absolute = onDisk(root, file.path)
  if (!exists(absolute)) return null
  let text: string
  try {
    text = readContentFile(root, absolute).toString('utf8')
  } catch (error) {
    if (error instanceof ContentError) throw new Refused(`${file.path} ${error.reason}`)
    throw error
  }
  const opening = file.kind === 'data' ? null : wrongOpening(text)
  if (opening !== null) throw new Refused(`${file.path}: ${openingError(file.path, opening).reason}`)
  return text
}

/**
 * Writes a file of the content folder through a temporary file and a rename, so a reader never
 * sees half a file, and never into a folder that leads outside the content folder.
 */
export function writeContentFile(root: string, relative: string, data: string | Uint8Array) {
  const { file, temporary } = prepareWrite(root, relative, data)
  fs.renameSync(temporary, file)
}

/** `relative`'s data in a temporary file beside it, in a folder checked to be inside the content folder. */
function prepareWrite(root: string, relative: string, data: string | Uint8Array) {
  const file = onDisk(root, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const folder = fs.realpathSync(path.dirname(file))
  const top = fs.realpathSync(root)
  if (folder !== top && !folder.startsWith(top + path.sep))
    throw new Refused(`${relative} is in a folder that leads outside the content folder`)
  const temporary = `${file}.${process.pid}.tmp`
  // Created afresh ('wx'): never written through whatever had that name.
  fs.rmSync(temporary, { force: true })
  fs.writeFileSync(temporary, data, { flag: 'wx' })
  return { file, temporary }
}

const dataSchemas = new Map(dataFiles.map((data) => [data.name, data.schema]))

export function schemaOf(file: ContentFile) {
  if (file.kind === 'page') return families[file.family].schema
  if (file.kind === 'team') return TeamMemberSchema
  const schema = dataSchemas.get(file.name)
  if (!schema) throw new Error(`no schema for ${file.path}`)
  return schema
}

/** A content file's text as data: its front matter and body, or its JSON. */
function readData(file: ContentFile, text: string): { data: Record<string, unknown>; body: string } {
  try {
    if (file.kind === 'data') return { data: JSON.parse(text) as Record<string, unknown>, body: '' }
    return parseFrontmatter(text, file.path)
  } catch (error) {
    if (error instanceof ContentError) throw new Refused(error.message)
    if (error instanceof SyntaxError) throw new Refused(`${file.path}: not valid JSON`)
    throw error
  }
}

/** What a save stores for one file: its text, its data, and the dates it holds that cannot be meant. */
export interface Prepared {
  text: string
  data: Record<string, unknown>
  problems: Problem[]
}

/**
 * The text to store for what the editor sent: read (YAML front matter only), brought to the
 * schema's shapes (fromEditor), with what the server fills in (save-rules.ts: "Updated", the
 * Spanish address, new ids), and written over `current` so that every field that did not change
 * keeps its lines. What is stored is always written by the server, never the text sent.
 */
export function prepareSave(file: ContentFile, raw: string, current: string | null, today: string): Prepared {
  const schema = schemaOf(file)
  const sent = readData(file, raw)
  const before = current === null ? null : readData(file, current)
  const shaped = fromEditor(sent.data, schema) as Record<string, unknown>
  const scope = file.kind === 'team' ? 'team:' : file.kind === 'data' ? `${file.name}:` : ''
  const data =
    file.kind === 'data' ? dataRules(file, shaped) : pageRules(file, shaped, sent.body, before, today, schema)
  const problems = implausibleDates(file, data, before?.data ?? null, schema, today, scope)
  const text =
    file.kind === 'data'
      ? `${JSON.stringify(data, null, 2)}\n`
      : updateFrontmatter(current, data, sent.body, file.path)
  return { text, data, problems }
}

/** The text to store for what the editor sent (prepareSave), today in the practice's time zone. */
export const textToStore = (file: ContentFile, raw: string, current: string | null): string =>
  prepareSave(file, raw, current, practiceToday()).text

/** JSON with object keys in order: the same values give the same text, whatever their order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  )

/** Whether two texts of a file say the same thing (front matter values and body), however written. */
export function sameContent(file: ContentFile, a: string, b: string): boolean {
  if (a === b) return true
  try {
    if (file.kind === 'data') return canonical(JSON.parse(a)) === canonical(JSON.parse(b))
    const left = parseFrontmatter(a, file.path)
    const right = parseFrontmatter(b, file.path)
    return canonical(left.data) === canonical(right.data) && left.body.trim() === right.body.trim()
  } catch {
    return false
  }
}

const entryOf = (root: string, file: ContentFile, label?: string) => {
  const data = readStored(root, file)
  return {
    data,
    file: {
      path: editorPath(file),
      ...(label !== undefined && { label }),
      id: data === null ? null : versionOf(data),
    },
  }
}

function listFolder(root: string, editorFolder: string, extension: string): ContentFile[] {
  return foldersOf(editorFolder).flatMap((folder) => {
    let names: string[] = []
    try {
      names = fs.readdirSync(onDisk(root, folder))
    } catch {
      return []
    }
    return names
      .filter((name) => name.endsWith(`.${extension}`))
      .sort()
      .flatMap((name) => {
        const file = contentFile(`${folder}/${name}`)
        return file ? [file] : []
      })
  })
}

function mediaFile(root: string, relative: string) {
  let bytes: Buffer
  try {
    bytes = readContentFile(root, onDisk(root, relative))
  } catch (error) {
    if (error instanceof ContentError) throw new Refused(`${relative} ${error.reason}`)
    throw error
  }
  return {
    id: versionOf(bytes),
    content: bytes.toString('base64'),
    encoding: 'base64',
    path: relative,
    name: path.posix.basename(relative),
  }
}

/** Why the editor is closed, for its API: the files and what is wrong with them. */
export const closedMessage = (problems: readonly ClosedFile[]) =>
  `The content editor is closed: the content folder holds files it does not open (${problems
    .slice(0, 5)
    .map(describeProblem)
    .join(' · ')}). Ask whoever maintains the site to fix or remove them.`

const Request = z.object({
  action: z.string().max(64),
  params: z.record(z.string(), z.unknown()).default({}),
})
const DataFile = z.object({
  path: z.string().max(300),
  raw: z.string().max(200_000),
  newPath: z.string().optional(),
  /**
   * The version of the file the editor read (`file.id` of its answer; null for a file it
   * creates), added by the editor page's script (editor-script.ts): Decap does not send it.
   */
  version: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullish(),
})
const Asset = z.object({ path: z.string().max(300), content: z.string(), encoding: z.literal('base64') })
/**
 * A save, with the pictures chosen in it: Decap keeps a picture uploaded from a field's media
 * library with the entry and sends it with the save. Each is stored as an upload of its own first.
 */
const PersistEntry = z.object({
  dataFiles: z.array(DataFile).min(1).max(4),
  assets: z.array(Asset).max(4),
})
const PersistMedia = z.object({ asset: Asset })

type SaveAction = 'content.saved' | 'content.restored'

/** Saves one after another, in the order they came: each is checked against what the one before left. */
function saveQueue() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run)
    last = next.catch(() => undefined)
    return next
  }
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

const services = new WeakMap<ContentDeps, ReturnType<typeof createService>>()

/**
 * The editor's server side, one per content folder: the API, saves (one at a time), and the
 * publish and upload limits, shared by the editor's pages (routes.ts) and its API.
 */
export function editorService(deps: AdminDeps, content: ContentDeps) {
  let service = services.get(content)
  if (!service) services.set(content, (service = createService(deps, content)))
  return service
}

function createService(deps: AdminDeps, content: ContentDeps) {
  const { root, revisions } = content
  const serialized = saveQueue()
  const publishes = rateLimiter(PUBLISH_LIMIT)
  const uploads = rateLimiter(UPLOAD_LIMIT)

  const author = (c: Context) => ({
    username: c.var.adminUser.username,
    name: c.var.adminUser.display_name,
    userId: c.var.adminUser.id,
  })

  /**
   * Validates and writes `changes` (content path → text), keeps the revision, records the audit
   * entry. `data` is each changed file's data, to name its page and fields in a refusal.
   */
  const commit = async (
    c: Context,
    changes: Map<string, string>,
    message: string,
    action: SaveAction,
    data: ReadonlyMap<string, Record<string, unknown>> = dataOfTexts(changes),
  ) => {
    let problems: Problem[]
    try {
      problems = await content.validate(root, changes)
    } catch (error) {
      console.error('content check failed', error)
      throw new Refused(refusalWords(staffLanguage(c)).checkFailed)
    }
    if (problems.length > 0) throw new Invalid(problems, data)
    const files = [...changes].map(([relative, body]) => ({
      path: (contentFile(relative) ?? refuseUnknown(relative)).path,
      body,
    }))
    for (const file of files) writeContentFile(root, file.path, file.body)
    // A commit by the person: the revision the history page lists and a restore can undo.
    revisions.record(
      author(c),
      message,
      files.map((file) => file.path),
    )
    deps.record(c, action, { record: files.map((file) => file.path).join(', ') })
  }

  /** Saves `changes` after every save asked for before it (restoring a revision does). */
  const save = (c: Context, changes: Map<string, string>, message: string, action: SaveAction) =>
    serialized(() => commit(c, changes, message, action))

  /**
   * Saves what the editor sent, unless a file changed since the editor read it (Stale). A file it
   * only reformatted is left as it is; in one it changed, the fields it did not change keep
   * their lines. Returns the version of each file now stored, for the editor's next save.
   */
  const persist = (c: Context, sent: z.infer<typeof PersistEntry>['dataFiles']) =>
    serialized(async () => {
      const words = refusalWords(staffLanguage(c))
      const today = practiceToday(new Date(deps.now()))
      const changes = new Map<string, string>()
      const data = new Map<string, Record<string, unknown>>()
      const problems: Problem[] = []
      const versions: Record<string, string | null> = {}
      for (const dataFile of sent) {
        const file = contentFile(dataFile.path)
        if (!file) throw new Refused(words.notContent)
        const current = readStored(root, file)
        if ((current === null ? null : versionOf(current)) !== (dataFile.version ?? null))
          throw new Stale(words.stale)
        const prepared = prepareSave(file, dataFile.raw, current, today)
        data.set(file.path, prepared.data)
        problems.push(...prepared.problems)
        const stored = current !== null && sameContent(file, prepared.text, current) ? current : prepared.text
        if (stored !== current) changes.set(file.path, stored)
        versions[editorPath(file)] = versionOf(stored)
      }
      if (problems.length > 0) throw new Invalid(problems, data)
      if (changes.size > 0)
        await commit(c, changes, `Edit ${[...changes.keys()].join(', ')}`, 'content.saved', data)
      return { saved: changes.size > 0, versions }
    })

  /** A picture stored under its own name: one that exists is never replaced (an upload that is the same picture is). */
  const upload = async (c: Context, wanted: string, content64: string, words: RefusalWords) => {
    const stored = await reencode(Buffer.from(content64, 'base64'))
    const relative = `${wanted.replace(/\.[a-z]+$/, '')}.${extensionOf[stored.type]}`
    const target = onDisk(root, relative)
    if (exists(target)) {
      if (!isContentFile(root, target))
        throw new Refused(`${relative} is not a plain file: it cannot be replaced`)
      if (readContentFile(root, target).equals(stored.bytes)) return mediaFile(root, relative)
      throw new Stale(
        words.pictureTaken(path.posix.basename(relative), path.posix.basename(relative).replace(/\./, '-2.')),
      )
    }
    writeNewFile(root, relative, stored.bytes, words)
    revisions.record(author(c), `Upload ${relative}`, [relative])
    deps.record(c, 'content.saved', { record: relative, detail: 'picture', params: { picture: 1 } })
    return mediaFile(root, relative)
  }

  /** Asks for a publish for the person signed in, within their limit. */
  const publish = (c: Context): { status: PublishStatus } | { retryAfterSeconds: number } => {
    const user = c.var.adminUser
    const allowed = publishes(`user:${user.id}`)
    if (!allowed.ok) return { retryAfterSeconds: allowed.retryAfterSeconds }
    return { status: content.publisher.request({ id: user.id, username: user.username }) }
  }

  const api = new Hono()
  // Pictures arrive as base64 in JSON: room for one upload, nothing more.
  api.use('*', limitBody(Math.ceil(MAX_UPLOAD_BYTES * 1.4) + 64 * 1024))
  api.use('*', async (c, next) => {
    const problems = content.gate.problems()
    if (problems.length === 0) return next()
    return c.json(
      { error: closedRefusal(staffLanguage(c as Context), problems), closed: closedMessage(problems) },
      503,
    )
  })

  const refuse = (c: Context, message: string, status: 400 | 404 | 409 | 422 | 429 = 422) =>
    c.json({ error: message }, status)

  /** A picture stored under its name, within the person's limit of uploads; or the refusal to answer. */
  const uploadAsset = async (
    c: Context,
    asset: z.infer<typeof Asset>,
    words: RefusalWords,
  ): Promise<{ refused: Response } | { file: ReturnType<typeof mediaFile> }> => {
    const wanted = photoPath(asset.path)
    if (!wanted) return { refused: refuse(c, words.uploadName) }
    const allowed = uploads(`user:${c.var.adminUser.id}`)
    if (!allowed.ok) {
      c.header('Retry-After', String(allowed.retryAfterSeconds))
      return { refused: refuse(c, words.tooManyUploads(minutes(allowed.retryAfterSeconds)), 429) }
    }
    return { file: await upload(c, wanted, asset.content, words) }
  }

  api.post('/v1', async (c) => {
    const language = staffLanguage(c)
    const words = refusalWords(language)
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return refuse(c, 'The request is not JSON', 400)
    }
    const request = Request.safeParse(body)
    if (!request.success) return refuse(c, 'Expected {action, params}', 400)
    const { action, params } = request.data
    try {
      switch (action) {
        case 'info':
          return c.json({ repo: 'content', publish_modes: ['simple'], type: 'local_fs' })
        case 'entriesByFolder': {
          const folder = typeof params.folder === 'string' ? params.folder : ''
          const extension = params.extension === 'json' ? 'json' : 'md'
          return c.json(listFolder(root, folder, extension).map((file) => entryOf(root, file)))
        }
        case 'entriesByFiles': {
          const files = z
            .array(z.object({ path: z.string(), label: z.string().optional() }))
            .max(50)
            .safeParse(params.files)
          if (!files.success) return refuse(c, 'Expected files: [{path}]', 400)
          return c.json(
            files.data.map(({ path: wanted, label }) => {
              const file = contentFile(wanted)
              return file ? entryOf(root, file, label) : { data: null, file: { path: wanted, id: null } }
            }),
          )
        }
        case 'getEntry': {
          const file = contentFile(params.path)
          if (!file) return refuse(c, 'Not a content file', 404)
          return c.json(entryOf(root, file))
        }
        case 'persistEntry': {
          const entry = PersistEntry.safeParse(params)
          if (!entry.success)
            return refuse(
              c,
              'Pictures are uploaded on their own, and at most one page at a time is saved',
              400,
            )
          for (const dataFile of entry.data.dataFiles)
            if (dataFile.newPath && dataFile.newPath !== dataFile.path) return refuse(c, words.rename)
          for (const asset of entry.data.assets) {
            const stored = await uploadAsset(c, asset, words)
            if ('refused' in stored) return stored.refused
          }
          const { saved, versions } = await persist(c, entry.data.dataFiles)
          return c.json({ message: saved ? 'entry persisted' : 'Nothing changed', versions })
        }
        case 'getMedia': {
          const folder = onDisk(root, PHOTOS_FOLDER)
          const names = fs.existsSync(folder) ? fs.readdirSync(folder) : []
          return c.json(
            names
              .map((name) => photoPath(`${PHOTOS_FOLDER}/${name}`))
              .filter((file): file is string => file !== null && isContentFile(root, onDisk(root, file)))
              .map((file) => mediaFile(root, file)),
          )
        }
        case 'getMediaFile': {
          const file = photoPath(params.path)
          if (!file || !exists(onDisk(root, file))) return refuse(c, 'No such picture', 404)
          return c.json(mediaFile(root, file))
        }
        case 'persistMedia': {
          const media = PersistMedia.safeParse(params)
          if (!media.success) return refuse(c, words.uploadName)
          const stored = await uploadAsset(c, media.data.asset, words)
          return 'refused' in stored ? stored.refused : c.json(stored.file)
        }
        case 'deleteFile':
        case 'deleteFiles':
          return refuse(c, words.delete)
        case 'getDeployPreview':
          return c.json(null)
        default:
          return refuse(c, `Unknown action ${action.replace(/[^\w]/g, '')}`)
      }
    } catch (error) {
      if (error instanceof Stale) return refuse(c, error.message, 409)
      if (error instanceof Invalid) return c.json(refusal(error, language, root), 422)
      if (error instanceof UploadError) return refuse(c, words.upload[error.refusal])
      if (error instanceof Refused) return refuse(c, error.message)
      throw error
    }
  })
  /**
   * Takes the update of the shipped content waiting on the `shipped` branch: the merge with the
   * owner's choice for each file both changed, checked as a save is, committed by the owner.
   */
  const takeUpdate = (c: Context, choices: ReadonlyMap<string, Choice>) =>
    serialized(async () => {
      const words = refusalWords(staffLanguage(c))
      const outcome = mergeUpdate(root, choices)
      if (!outcome) throw new Refused(words.noUpdate)
      if (!outcome.ok) throw new Refused(words.chooseVersion(outcome.unresolved.join(', ')))
      const texts = new Map<string, string>()
      for (const [file, bytes] of outcome.changes)
        if (bytes !== null && /\.(md|json)$/.test(file)) texts.set(file, bytes.toString('utf8'))
      let problems: Problem[]
      try {
        problems = await content.validate(root, texts)
      } catch (error) {
        console.error(`The update could not be checked: ${(error as Error).message}`)
        throw new Refused(words.updateUnchecked)
      }
      if (problems.length > 0) throw new Invalid(problems, dataOfTexts(texts))
      const { username, name } = author(c)
      const commit = commitUpdate(root, outcome, staffAuthor(username, name), deps.now())
      if (!commit) throw new Refused(words.updateRace)
      deps.record(c, 'content.update_taken', {
        record: commit.slice(0, 12),
        detail: `${outcome.changes.size} file(s)${choices.size > 0 ? `; ${[...choices].map(([file, choice]) => `${file}: ${choice === 'office' ? 'office’s version kept' : 'update taken'}`).join(', ')}` : ''}`,
        params: {
          files: outcome.changes.size,
          kept: [...choices.values()].filter((choice) => choice === 'office').length,
        },
      })
      return outcome.changes.size
    })

  return { api, save, publish, takeUpdate }
}

/** Each problem of a refused save in the staff member's words, naming its page and field (explain.ts). */
export function explainAll(error: Invalid, language: Language, root: string): Explained[] {
  let catalog: ReturnType<typeof readCatalog> | undefined
  return error.problems.map((problem) =>
    explain(problem, {
      language,
      dataOf: (file) => error.data.get(file),
      // Read only for a problem that names a section.
      sectionHeading: (family, pageLanguage, id) =>
        (catalog ??= readCatalog(root)).sectionHeadings[family as keyof Catalog['sectionHeadings']]?.[
          pageLanguage
        ][id],
    }),
  )
}

/**
 * A refused save as the editor page reads it: a sentence for the whole, and each problem with
 * the field it belongs beside.
 */
function refusal(error: Invalid, language: Language, root: string): { error: string; problems: Explained[] } {
  const problems = explainAll(error, language, root)
  return { error: refusalWords(language).notSaved(problems.length), problems }
}

/** The data of content files from their texts, to name their pages and list items; a file that cannot be read has none. */
function dataOfTexts(texts: ReadonlyMap<string, string>): Map<string, Record<string, unknown>> {
  const data = new Map<string, Record<string, unknown>>()
  for (const [relative, text] of texts) {
    const file = contentFile(relative)
    if (!file) continue
    try {
      data.set(relative, readData(file, text).data)
    } catch {
      // Named by its file's label alone.
    }
  }
  return data
}

function refuseUnknown(relative: string): never {
  throw new Refused(`${relative} is not a content file the editor may write`)
}

/** A new file, written whole under its name only if nothing has that name meanwhile. */
function writeNewFile(root: string, relative: string, data: Uint8Array, words: RefusalWords) {
  const { file, temporary } = prepareWrite(root, relative, data)
  try {
    // A hard link fails when the name is taken: no picture is ever written over.
    fs.linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new Stale(words.pictureRace(path.posix.basename(relative)))
    throw error
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}
