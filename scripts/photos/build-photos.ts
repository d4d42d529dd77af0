// Build step before the prerender: the practice's photos (app/content/photos/photos.json) made
// into AVIF, WebP and JPEG at their slot's widths, with a record the pages read
// (.cache/photos/photos.json). scripts/build.mjs copies the images into the client build.
import fs from 'node:fs'
import path from 'node:path'
import { buildEnv } from '#shared/build-env'
import { PhotoErrors, processPhotos } from '#shared/content/photo-process'
import { photoCache, processedManifest } from '#app/features/photos/photos.server'

const photoOutDir = path.join(photoCache, 'assets')

try {
  const photos = await processPhotos(
    path.join(buildEnv().CONTENT_DIR, 'photos'),
    photoOutDir,
    '/assets/photos',
  )
  // Images of photos since removed or changed are dropped; the rest are kept for the next build.
  const kept = new Set(
    photos
      .flatMap((photo) => photo.sources.avif.concat(photo.sources.webp, photo.sources.jpeg))
      .map((image) => path.basename(image.url)),
  )
  for (const file of fs.readdirSync(photoOutDir)) if (!kept.has(file)) fs.rmSync(path.join(photoOutDir, file))
  fs.mkdirSync(path.dirname(processedManifest), { recursive: true })
  fs.writeFileSync(processedManifest, JSON.stringify(photos, null, 2))
  console.log(
    `Photos: ${photos.length} made into ${photos.reduce((n, p) => n + p.sources.avif.length * 3, 0)} images.`,
  )
} catch (error) {
  if (!(error instanceof PhotoErrors)) throw error
  console.error(error.message)
  process.exit(1)
}
