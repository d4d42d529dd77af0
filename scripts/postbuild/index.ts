// What the build does after React Router has prerendered every page, run from its `buildEnd`
// hook (react-router.config.ts): the photos, the SEO files, removing the client router's files,
// precompression. Any step that meets something it does not know throws, and the build fails.
import fs from 'node:fs'
import path from 'node:path'
import { photoCache } from '#app/features/photos/photos.server'
import { siteStyle } from '#shared/build-manifest'
import { writeSeoFiles } from '../seo/build-seo'
import { precompress } from './precompress'
import { removeRouterFiles } from './router-files'

export async function finishBuild(clientDir: string): Promise<void> {
  // The server allows the pages' inline stylesheet by the hash recorded while they were rendered.
  if (!siteStyle(clientDir))
    throw new Error(`The build recorded no site stylesheet in ${clientDir} (scripts/site-style.ts).`)
  // The photos made before the build (scripts/photos/build-photos.ts), which React Router's
  // emptying of build/ would have removed had they been made there.
  const photos = path.join(photoCache, 'assets')
  if (fs.existsSync(photos)) fs.cpSync(photos, path.join(clientDir, 'assets', 'photos'), { recursive: true })
  const removed = removeRouterFiles(clientDir)
  const seo = await writeSeoFiles(clientDir)
  const files = await precompress(clientDir)
  console.log(
    `Finished the client build: ${seo}; ${removed} client-router files removed; ${files} files precompressed.`,
  )
}
