import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { families } from '#app/content/families'
import { TeamMemberSchema } from '#shared/content/data-schema'
import { limitBody } from '../../http'
import type { AdminDeps } from '../context'
import { dataFiles } from './config'
import { fromEditor } from './decap-fields'
import { keepUnchangedLines } from './frontmatter'
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
import type { Publisher } from './publish'
import type { RevisionStore } from './revisions'
import { checkChanges, describeProblem } from './validate'

/**
 * The editor's API: Decap CMS's proxy protocol (POST {action, params}, as decap-server speaks
 * it), answered by our server so that every read is confined to the content files, every save
 * is validated with the build's rules before anything is written, and every save is audited
 * and kept as a revision.
 */

export interface ContentDeps {
  /** CONTENT_DIR. */
  root: string
  revisions: RevisionStore
  publisher: Publisher
  /** The served site's stylesheet, for the editor's previews. */
  stylesheet: () => string | null
}

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

const readText = (root: string, relative: string): string | null => {
  try {
    return fs.readFileSync(onDisk(root, relative), 'utf8')
  } catch {
    return null
  }
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export function writeAtomically(file: string, data: string | Uint8Array) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, data)
  fs.renameSync(temporary, file)
}

const dataSchemas = new Map(dataFiles.map((data) => [data.name, data.schema]))

function schemaOf(file: ContentFile) {
  if (file.kind === 'page') return families[file.family].schema
  if (file.kind === 'team') return TeamMemberSchema
  const schema = dataSchemas.get(file.name)
  if (!schema) throw new Error(`no schema for ${file.path}`)
  return schema
}

export class Refused extends Error {}

/** Decap writes back an unchanged date as a midnight timestamp; the files keep the day. */
const asDays = (text: string) =>
  text.replace(/^(\s*[\w-]+: )(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/gm, '$1$2')

/** The text to store for what the editor sent: parsed, brought to the schema's shapes, written back. */
export function normalize(file: ContentFile, raw: string): string {
  const schema = schemaOf(file)
  if (file.kind === 'data') {
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      throw new Refused(`${file.path}: not valid JSON`)
    }
    return `${JSON.stringify(fromEditor(value, schema), null, 2)}\n`
  }
  raw = asDays(raw)
  let parsed: matter.GrayMatterFile<string>
  try {
    // A fresh object: gray-matter caches by text, and its result must not be shared.
    parsed = matter(raw, {})
  } catch (error) {
    throw new Refused(
      `${file.path}: the frontmatter is not valid YAML (${(error as Error).message.split('\n')[0]})`,
    )
  }
  const data = fromEditor(parsed.data, schema) as Record<string, unknown>
  if (JSON.stringify(data) === JSON.stringify(parsed.data)) return raw
  // YAML reads a day as a date, which it writes back as a timestamp: the day again.
  return asDays(matter.stringify(parsed.content, data))
}

/** JSON with object keys in order: the same values give the same text, whatever their order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  )

/** Whether two texts of a file say the same thing (frontmatter values and body), however written. */
export function sameContent(file: ContentFile, a: string, b: string): boolean {
  if (a === b) return true
  try {
    if (file.kind === 'data') return canonical(JSON.parse(a)) === canonical(JSON.parse(b))
    const left = matter(a, {})
    const right = matter(b, {})
    return canonical(left.data) === canonical(right.data) && left.content.trim() === right.content.trim()
  } catch {
    return false
  }
}

const entryOf = (root: string, file: ContentFile, label?: string) => {
  const data = readText(root, file.path)
  return {
    data,
    file: {
      path: editorPath(file),
      ...(label !== undefined && { label }),
      id: data === null ? null : sha(data),
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
  const bytes = fs.readFileSync(onDisk(root, relative))
  return {
    id: sha(bytes),
    content: bytes.toString('base64'),
    encoding: 'base64',
    path: relative,
    name: path.posix.basename(relative),
  }
}

const Request = z.object({
  action: z.string().max(64),
  params: z.record(z.string(), z.unknown()).default({}),
})
const DataFile = z.object({
  path: z.string().max(300),
  raw: z.string().max(200_000),
  newPath: z.string().optional(),
})
const PersistEntry = z.object({
  dataFiles: z.array(DataFile).min(1).max(4),
  assets: z.array(z.unknown()).max(0),
})
const PersistMedia = z.object({
  asset: z.object({ path: z.string().max(300), content: z.string(), encoding: z.literal('base64') }),
})

export function contentApi(deps: AdminDeps, content: ContentDeps) {
  const { root, revisions } = content
  const api = new Hono()
  // Pictures arrive as base64 in JSON: room for one upload, nothing more.
  api.use('*', limitBody(Math.ceil(MAX_UPLOAD_BYTES * 1.4) + 64 * 1024))

  const refuse = (c: Context, message: string, status: 400 | 404 | 422 = 422) =>
    c.json({ error: message }, status)

  const author = (c: Context) => ({
    username: c.var.adminUser.username,
    name: c.var.adminUser.display_name,
    userId: c.var.adminUser.id,
  })

  /** Validates and writes `changes` (content path → text), keeps the revision, records the audit entry. */
  const save = async (
    c: Context,
    changes: Map<string, string>,
    message: string,
    action: 'content.saved' | 'content.restored',
  ) => {
    const problems = await checkChanges(root, changes)
    if (problems.length > 0)
      throw new Refused(`Not saved. ${problems.slice(0, 5).map(describeProblem).join(' · ')}`)
    const files = [...changes].map(([relative, body]) => ({
      path: relative,
      previous: readText(root, relative),
      body,
    }))
    for (const file of files) writeAtomically(onDisk(root, file.path), file.body)
    revisions.record(author(c), message, files)
    deps.record(c, action, { record: files.map((file) => file.path).join(', ') })
  }

  api.post('/v1', async (c) => {
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
          const changes = new Map<string, string>()
          for (const dataFile of entry.data.dataFiles) {
            if (dataFile.newPath && dataFile.newPath !== dataFile.path)
              return refuse(
                c,
                'Renaming a page is not possible in the editor: its file name is its id in links.',
              )
            const file = contentFile(dataFile.path)
            if (!file) return refuse(c, `${dataFile.path} is not a content file the editor may write`)
            const text = normalize(file, dataFile.raw)
            const current = readText(root, file.path)
            // Decap sends every language of a page; one it only reformatted is left as it is, and
            // in one it changed, the fields it did not change keep their lines.
            if (current === null || !sameContent(file, text, current))
              changes.set(
                file.path,
                current === null || file.kind === 'data' ? text : keepUnchangedLines(current, text),
              )
          }
          if (changes.size === 0) return c.json({ message: 'Nothing changed' })
          const names = [...changes.keys()]
          await save(c, changes, `Edit ${names.join(', ')}`, 'content.saved')
          return c.json({ message: 'entry persisted' })
        }
        case 'getMedia': {
          const folder = onDisk(root, PHOTOS_FOLDER)
          const names = fs.existsSync(folder) ? fs.readdirSync(folder) : []
          return c.json(
            names
              .map((name) => photoPath(`${PHOTOS_FOLDER}/${name}`))
              .filter((file): file is string => file !== null && fs.existsSync(onDisk(root, file)))
              .map((file) => mediaFile(root, file)),
          )
        }
        case 'getMediaFile': {
          const file = photoPath(params.path)
          if (!file || !fs.existsSync(onDisk(root, file))) return refuse(c, 'No such picture', 404)
          return c.json(mediaFile(root, file))
        }
        case 'persistMedia': {
          const media = PersistMedia.safeParse(params)
          const wanted = media.success ? photoPath(media.data.asset.path) : null
          if (!media.success || !wanted)
            return refuse(
              c,
              'Name the picture with lowercase words joined by hyphens, ending in .jpg, .png or .webp',
            )
          const stored = await reencode(Buffer.from(media.data.asset.content, 'base64'))
          const relative = `${wanted.replace(/\.[a-z]+$/, '')}.${extensionOf[stored.type]}`
          writeAtomically(onDisk(root, relative), stored.bytes)
          deps.record(c, 'content.saved', { record: relative, detail: 'picture' })
          return c.json(mediaFile(root, relative))
        }
        case 'deleteFile':
        case 'deleteFiles':
          return refuse(c, 'Deleting is not possible in the editor: ask whoever maintains the site.')
        case 'getDeployPreview':
          return c.json(null)
        default:
          return refuse(c, `Unknown action ${action.replace(/[^\w]/g, '')}`)
      }
    } catch (error) {
      if (error instanceof Refused || error instanceof UploadError) return refuse(c, error.message)
      throw error
    }
  })
  return { api, save }
}
