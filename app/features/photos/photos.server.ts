import fs from 'node:fs'
import path from 'node:path'
import type { Language } from '#shared/languages'
import { photoSlots, type ProcessedPhoto } from '#shared/content/photo-manifest'
import type { PictureData } from '#shared/content/pictures'

/**
 * The photos the build made (scripts/photos/build-photos.ts writes .cache/photos/ before the
 * prerender; outside build/, which React Router empties, and kept between builds), as the pages
 * show them. A page naming a photo the build did not make is a build error; in development,
 * where the step may not have run, it shows its fallback.
 */
export const photoCache = path.resolve('.cache/photos')
export const processedManifest = path.join(photoCache, 'photos.json')

let cached: Map<string, ProcessedPhoto> | undefined

function processed(): Map<string, ProcessedPhoto> {
  if (cached) return cached
  const list: ProcessedPhoto[] = fs.existsSync(processedManifest)
    ? (JSON.parse(fs.readFileSync(processedManifest, 'utf8')) as ProcessedPhoto[])
    : []
  cached = new Map(list.map((photo) => [photo.id, photo]))
  return cached
}

export function pictureFor(id: string, language: Language): PictureData | null {
  const photo = processed().get(id)
  if (!photo) {
    const message = `photo "${id}" has not been made: run scripts/photos/build-photos.ts (npm run build does)`
    if (import.meta.env.PROD) throw new Error(message)
    console.warn(message)
    return null
  }
  return {
    id,
    alt: photo.alt[language],
    width: photo.width,
    height: photo.height,
    sizes: photoSlots[photo.slot].sizes,
    sources: photo.sources,
    placeholder: photo.placeholder,
  }
}
