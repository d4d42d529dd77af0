import fs from 'node:fs'
import path from 'node:path'

/**
 * The client build's Vite manifest (https://vite.dev/guide/backend-integration), which
 * vite.config.ts keeps in build/client/.vite (never served). The build's last steps and the admin
 * pages learn the site's stylesheet from it rather than guessing it from the HTML.
 */
interface ManifestChunk {
  file: string
  css?: string[]
}

/** The root route's module: every page loads it, and with it the site's one stylesheet. */
const ROOT_MODULE = 'app/root.tsx'

export const manifestPath = (clientDir: string) => path.join(clientDir, '.vite', 'manifest.json')

/** The stylesheets of the root route as pages link them (`/assets/root-[hash].css`); null without a build. */
export function rootStylesheets(clientDir: string): string[] | null {
  const file = manifestPath(clientDir)
  if (!fs.existsSync(file)) return null
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk | undefined>
  // React Router builds each route module under a query (`app/root.tsx?__react-router-build-client-route`).
  const root = Object.entries(manifest).find(([key]) => key.split('?')[0] === ROOT_MODULE)?.[1]
  return (root?.css ?? []).map((css) => `/${css}`)
}
