import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from './content-error'

/**
 * The content folder holds plain files and folders, nothing else. A symbolic link (to
 * /etc/passwd, to a file outside CONTENT_DIR, or even to another content file), a FIFO, a
 * socket or a device is refused wherever content is read, by the build and by the editor, and
 * so is a file whose real path is outside the folder (through a linked folder). A file is opened
 * without following a link (O_NOFOLLOW) and without waiting on a pipe (O_NONBLOCK), then checked
 * by its open handle, so nothing can be swapped in between the check and the read.
 */

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants

const inside = (root: string, file: string) => file.startsWith(root + path.sep)

const kindOf = (entry: fs.Dirent | fs.Stats) =>
  entry.isSymbolicLink()
    ? 'a symbolic link'
    : entry.isFIFO()
      ? 'a named pipe (FIFO)'
      : entry.isSocket()
        ? 'a socket'
        : entry.isBlockDevice() || entry.isCharacterDevice()
          ? 'a device'
          : 'not a regular file'

const refusal = (file: string, kind: string) =>
  new ContentError(
    file,
    `is ${kind}: content files must be plain files inside the content folder`,
    undefined,
    {
      code: 'not-plain-file',
    },
  )

const realpath = (file: string) => fs.realpathSync.native(file)

/** The real path of the content folder, or the path as given when it does not exist. */
function realRoot(root: string): string {
  try {
    return realpath(root)
  } catch {
    return path.resolve(root)
  }
}

/**
 * The bytes of `file`, a plain file inside `root` (its first `limit` bytes, if given); a
 * ContentError naming it otherwise. A missing file is Node's ENOENT error, as with fs.readFileSync.
 */
export function readContentFile(root: string, file: string, limit?: number): Buffer {
  const stat = fs.lstatSync(file)
  if (!stat.isFile()) throw refusal(file, kindOf(stat))
  let handle: number
  try {
    handle = fs.openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
  } catch (error) {
    // Replaced by a link since the check above.
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw refusal(file, 'a symbolic link')
    throw error
  }
  try {
    const opened = fs.fstatSync(handle)
    if (!opened.isFile() || opened.ino !== stat.ino) throw refusal(file, kindOf(opened))
    if (!inside(realRoot(root), realpath(file)))
      throw new ContentError(file, 'is outside the content folder (through a linked folder)', undefined, {
        code: 'outside-folder',
      })
    if (limit === undefined) return fs.readFileSync(handle)
    const start = Buffer.alloc(limit)
    return start.subarray(0, fs.readSync(handle, start, 0, limit, 0))
  } finally {
    fs.closeSync(handle)
  }
}

/** `file` as text (UTF-8); see readContentFile. */
export const readContentText = (root: string, file: string): string =>
  readContentFile(root, file).toString('utf8')

/**
 * The plain files under `dir` (paths relative to it, with `/`, sorted), and a ContentError for
 * every other kind of entry, which is neither followed nor read.
 */
export function listContentFiles(dir: string): { files: string[]; errors: ContentError[] } {
  const files: string[] = []
  const errors: ContentError[] = []
  let entries: fs.Dirent[]
  try {
    if (!fs.lstatSync(dir).isDirectory()) return { files, errors: [refusal(dir, kindOf(fs.lstatSync(dir)))] }
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files, errors }
    throw error
  }
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isFile()) files.push(path.relative(dir, file).split(path.sep).join('/'))
    else if (!entry.isDirectory()) errors.push(refusal(file, kindOf(entry)))
  }
  return { files: files.sort(), errors }
}

/** Whether `file` is a plain file inside `root` (a picture a photo names, a page before it is written). */
export function isContentFile(root: string, file: string): boolean {
  try {
    const stat = fs.lstatSync(file)
    return stat.isFile() && inside(realRoot(root), realpath(file))
  } catch {
    return false
  }
}
