import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import manifest from '../../package.json' with { type: 'json' }

const serverDir = path.resolve('build/node')

/** Development tools the bundle names but loads only when the server runs from its sources. */
const fromSourcesOnly: Record<string, string> = {
  esbuild: 'bundles the content editor page’s script on the fly (server/admin/content/editor-script.ts)',
}

/** The packages a built server file imports: `yaml` of `from 'yaml'`, `hono` of `hono/html`. */
function importedPackages(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']((?:@[\w.-]+\/)?[a-z][\w.-]*(?:\/[\w.-]+)*)["']/g),
  ].map((match) => match[1]!)
  return specifiers
    .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name.split('/')[0]!))
    .map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    )
}

describe('the built server', () => {
  it('finds packages in import statements and dynamic imports, and leaves out Node’s own', () => {
    expect(
      importedPackages(`import a from "yaml"; import { b } from 'hono/html'; const c = await import("@hono/node-server/conninfo");
        import fs from "node:fs"; import path from "path"; import x from "./chunk.js"`),
    ).toEqual(['yaml', 'hono', '@hono/node-server'])
  })

  it('imports only production dependencies, so an install without the development tools runs it', () => {
    const files = fs.readdirSync(serverDir).filter((file) => file.endsWith('.js'))
    expect(files.length).toBeGreaterThanOrEqual(2)
    const imported = new Set(
      files.flatMap((file) => importedPackages(fs.readFileSync(path.join(serverDir, file), 'utf8'))),
    )
    expect(imported.size).toBeGreaterThan(10)
    const missing = [...imported].filter(
      (name) => !(name in manifest.dependencies) && !(name in fromSourcesOnly),
    )
    expect(missing).toEqual([])
  })
})
