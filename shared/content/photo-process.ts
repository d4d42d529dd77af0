import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { minimumWidth, photoSlots, type Photo, type ProcessedPhoto } from '#shared/content/photo-manifest'
import { PhotoError, PhotoErrors, readManifest } from '#shared/content/photo-manifest.server'
import { isContentFile, readContentFile } from '#shared/content/files'

export { PhotoError, PhotoErrors }

/**
 * The photo pipeline: reads the manifest, checks every photo (alt text in each language, a
 * source large enough for its slot) and writes AVIF, WebP and JPEG at the slot's widths, cropped
 * to the slot's shape around the focal point, with content-hashed names. Files already made are
 * kept, so a rebuild only processes new or changed photos.
 */

/** Bumped when the output changes for the same source (quality, formats), so names change too. */
const pipelineVersion = 1

/** The largest region of the source with the slot's shape, centred on the focal point as far as it fits. */
function cropRegion(width: number, height: number, aspect: number, focal: Photo['focal']) {
  const cropWidth = Math.min(width, Math.round(height * aspect))
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect))
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)))
  return {
    left: clamp(focal.x * width - cropWidth / 2, width - cropWidth),
    top: clamp(focal.y * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  }
}

const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
} as const

/**
 * Reads each photo's picture from `folder` and checks it is large enough for its slot: the build
 * (below) and the content editor, before it saves a changed manifest, ask the same question.
 */
export async function measurePhotos(
  folder: string,
  photos: readonly Photo[],
): Promise<{ sources: Map<string, { bytes: Buffer; width: number; height: number }>; errors: PhotoError[] }> {
  const manifest = path.join(folder, 'photos.json')
  const sources = new Map<string, { bytes: Buffer; width: number; height: number }>()
  const errors: PhotoError[] = []
  for (const photo of photos) {
    const file = path.join(folder, photo.file)
    // Missing, linked or not a plain file: readManifest has said so.
    if (!isContentFile(folder, file)) continue
    const bytes = readContentFile(folder, file)
    const meta = await sharp(bytes).metadata()
    // Rotated camera images report their stored size; what is shown is the turned one.
    const turned = (meta.orientation ?? 1) >= 5
    const width = turned ? meta.height : meta.width
    const height = turned ? meta.width : meta.height
    const { aspect } = photoSlots[photo.slot]
    const usable = Math.min(width, Math.round(height * aspect))
    if (usable < minimumWidth(photo.slot)) {
      errors.push(
        new PhotoError(
          manifest,
          `photos[${photo.id}].file`,
          `${photo.file} is ${width}×${height}; the ${photo.slot} slot needs at least ${minimumWidth(photo.slot)}×${Math.ceil(minimumWidth(photo.slot) / aspect)} pixels`,
          { code: 'photo-too-small' },
        ),
      )
      continue
    }
    sources.set(photo.id, { bytes, width, height })
  }
  return { sources, errors }
}

/**
 * Makes every photo's images into `outDir` (served at `urlBase`) and returns what pages need to
 * show them. Throws PhotoErrors, naming the manifest and the field, if any photo is not usable.
 */
export async function processPhotos(
  folder: string,
  outDir: string,
  urlBase: string,
): Promise<ProcessedPhoto[]> {
  const { photos, errors: manifestErrors } = readManifest(folder)
  const { sources, errors: sizeErrors } = await measurePhotos(folder, photos)
  const errors = [...manifestErrors, ...sizeErrors]
  if (errors.length > 0) throw new PhotoErrors(errors)

  fs.mkdirSync(outDir, { recursive: true })
  const processed: ProcessedPhoto[] = []
  for (const photo of photos) {
    const source = sources.get(photo.id)
    if (!source) continue
    const { bytes, width, height } = source
    const slot = photoSlots[photo.slot]
    const hash = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify({ focal: photo.focal, slot: photo.slot, pipelineVersion }))
      .digest('hex')
      .slice(0, 10)
    const region = cropRegion(width, height, slot.aspect, photo.focal)
    const cropped = () => sharp(bytes).rotate().extract(region)
    const sourcesByFormat = { avif: [], webp: [], jpeg: [] } as ProcessedPhoto['sources']
    for (const target of slot.widths) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const name = `${photo.id}-${hash}-${target}.${format === 'jpeg' ? 'jpg' : format}`
        const file = path.join(outDir, name)
        if (!fs.existsSync(file)) await encoders[format](cropped().resize({ width: target })).toFile(file)
        sourcesByFormat[format].push({ url: `${urlBase}/${name}`, width: target })
      }
    }
    const tiny = await cropped().resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer()
    const largest = Math.max(...slot.widths)
    processed.push({
      id: photo.id,
      slot: photo.slot,
      alt: photo.alt,
      width: largest,
      height: Math.round(largest / slot.aspect),
      sources: sourcesByFormat,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    })
  }
  return processed
}
