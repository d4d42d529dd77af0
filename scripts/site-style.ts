import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { styleElementText } from '../shared/inline-code.ts'

/** The site's stylesheet as the root imports it, inlined in every page (app/root.tsx). */
const SITE_CSS = /[\\/]app[\\/]app\.css\?inline$/

/**
 * Records the site's stylesheet as the prerendered pages carry it: during the build that renders
 * the pages (the server build), takes the string `app.css?inline` became, and writes beside the
 * client build the hash of the page's <style> text, which the server's Content-Security-Policy
 * allows (server/static/site.ts), and the same CSS as a file for the admin pages
 * (`.vite/site-style.json`, shared/build-manifest.ts). Read from the module the pages import,
 * never from the pages, and a build whose pages import no such stylesheet fails here.
 */
export function siteStyle(): Plugin {
  let css: string | null = null
  return {
    name: 'site-style',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform: {
      order: 'post',
      filter: { id: SITE_CSS },
      handler(code) {
        // Vite's CSS plugin makes an inlined stylesheet `export default "<css>"`.
        const program = this.parse(code)
        const statement = program.body[0]
        const value =
          program.body.length === 1 &&
          statement?.type === 'ExportDefaultDeclaration' &&
          statement.declaration.type === 'Literal'
            ? statement.declaration.value
            : null
        if (typeof value !== 'string')
          this.error('app.css?inline is no longer `export default "<css>"`: update scripts/site-style.ts')
        css = value
        return null
      },
    },
    writeBundle() {
      if (css === null)
        this.error('The pages import no app.css?inline: nothing to record (scripts/site-style.ts)')
      // React Router builds into <buildDirectory>/server and <buildDirectory>/client.
      const clientDir = path.resolve(this.environment.config.build.outDir, '..', 'client')
      const file = `assets/site-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
      fs.writeFileSync(path.join(clientDir, file), css)
      const hash = `'sha256-${createHash('sha256').update(styleElementText(css), 'utf8').digest('base64')}'`
      fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true })
      fs.writeFileSync(
        path.join(clientDir, '.vite', 'site-style.json'),
        `${JSON.stringify({ hash, stylesheet: `/${file}` }, null, 2)}\n`,
      )
    },
  }
}
