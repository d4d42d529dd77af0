import { defineConfig } from 'vite'
import { contentAlias } from './scripts/content-alias.ts'

/**
 * Bundles the Node server (server/ and the app code it shares) into build/node/index.js, and the
 * backup and restore command into build/node/backup-cli.js, so a production image without the
 * development tools can still run them (`node build/node/backup-cli.js restore FILE`).
 */
export default defineConfig({
  publicDir: false,
  resolve: { alias: [contentAlias()] },
  build: {
    ssr: true,
    outDir: 'build/node',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { index: 'server/index.ts', 'backup-cli': 'server/admin/backups/cli.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
  // The content editor's checks read Markdown with these build tools (devDependencies): bundled
  // in, so the production image, which has no devDependencies, still runs them.
  ssr: {
    target: 'node',
    noExternal: [
      'gray-matter',
      'js-yaml',
      'kind-of',
      'section-matter',
      'extend-shallow',
      'is-extendable',
      'strip-bom-string',
      'marked',
    ],
  },
})
