import { defineConfig } from 'vite'
import { contentAlias } from './scripts/content-alias.ts'

/**
 * Bundles the Node server (server/ and the app code it shares) into build/node/index.js, the
 * thread that checks the content editor's saves into build/node/validate-worker.js (started by
 * server/admin/content/validator.ts from beside it, so every chunk stays in build/node), and the
 * backup and restore command into build/node/backup-cli.js, so a production image without the
 * development tools can still run them (`node build/node/backup-cli.js restore FILE`).
 */
export default defineConfig({
  publicDir: false,
  // server/bundled.ts: the branches for a server run from its sources are left out of the bundle.
  define: { 'globalThis.__SERVER_BUNDLE__': 'true' },
  resolve: { alias: [contentAlias()] },
  build: {
    ssr: true,
    outDir: 'build/node',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        index: 'server/index.ts',
        'validate-worker': 'server/admin/content/validate-worker.ts',
        'backup-cli': 'server/admin/backups/cli.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  // The content editor's checks read front matter and Markdown with these build tools
  // (devDependencies): bundled in, so the production image, which has none, still runs them.
  ssr: {
    target: 'node',
    noExternal: ['yaml', 'marked', 'entities'],
  },
})
