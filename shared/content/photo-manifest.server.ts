import fs from 'node:fs'
import path from 'node:path'
import { ContentError, issueKind, type ProblemKind } from '#shared/content/content-error'
import { isContentFile, readContentText } from '#shared/content/files'
import { PhotoManifestSchema, type Photo } from './photo-manifest'

/** A problem with the photo manifest, named by the manifest's path and the photo's field. */
export class PhotoError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    /** What is wrong, without the file and field. */
    readonly reason: string,
    /** What kind of problem it is, for the content editor's words. */
    readonly kind: ProblemKind,
  ) {
    super(`${path.relative(process.cwd(), file)}: ${field}: ${reason}`)
    this.name = 'PhotoError'
  }
}

export class PhotoErrors extends Error {
  constructor(readonly errors: PhotoError[]) {
    super(
      `${errors.length} photo problem${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
    )
    this.name = 'PhotoErrors'
  }
}

/**
 * The manifest of a photo folder, checked; every problem is collected, not just the first.
 * `images` is where the pictures are, when that is not the manifest's folder (the content
 * editor checks a changed manifest in a scratch copy against the pictures already uploaded).
 */
export function readManifest(folder: string, images = folder): { photos: Photo[]; errors: PhotoError[] } {
  const file = path.join(folder, 'photos.json')
  if (!fs.lstatSync(file, { throwIfNoEntry: false })) return { photos: [], errors: [] }
  let raw: unknown
  try {
    raw = JSON.parse(readContentText(folder, file))
  } catch (error) {
    const problem =
      error instanceof ContentError
        ? error
        : { reason: `not valid JSON: ${(error as Error).message}`, kind: { code: 'not-json' } as const }
    return { photos: [], errors: [new PhotoError(file, '(file)', problem.reason, problem.kind)] }
  }
  const result = PhotoManifestSchema.safeParse(raw)
  if (!result.success) {
    return {
      photos: [],
      errors: result.error.issues.map((issue) => {
        const [, index, ...field] = issue.path
        const id =
          typeof index === 'number'
            ? ((raw as { photos?: { id?: string }[] }).photos?.[index]?.id ?? `#${index}`)
            : ''
        return new PhotoError(
          file,
          [id ? `photos[${id}]` : '', field.join('.')].filter(Boolean).join('.'),
          issue.message,
          issueKind(issue),
        )
      }),
    }
  }
  const errors: PhotoError[] = []
  const seen = new Set<string>()
  for (const photo of result.data.photos) {
    if (seen.has(photo.id))
      errors.push(
        new PhotoError(file, `photos[${photo.id}].id`, 'used by two photos', {
          code: 'photo-id-twice',
        }),
      )
    seen.add(photo.id)
    const picture = path.join(images, photo.file)
    if (!fs.lstatSync(picture, { throwIfNoEntry: false }))
      errors.push(
        new PhotoError(file, `photos[${photo.id}].file`, `there is no picture ${photo.file} in ${images}`, {
          code: 'photo-missing',
        }),
      )
    else if (!isContentFile(images, picture))
      errors.push(
        new PhotoError(
          file,
          `photos[${photo.id}].file`,
          `${photo.file} is not a plain file in ${images} (a link, a pipe or outside the folder)`,
          { code: 'photo-not-plain' },
        ),
      )
  }
  return { photos: result.data.photos, errors }
}
