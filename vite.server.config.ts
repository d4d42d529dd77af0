import { defineConfig } from 'vite'
import { contentAlias } from './scripts/content-alias.ts'

/** Bundles the Node server (server/ and the app code it shares) into build/node/index.js. */
export default defineConfig({
  publicDir: false,
  resolve: { alias: [contentAlias()] },
  build: {
    ssr: 'server/index.ts',
    outDir: 'build/node',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
  },
  ssr: { target: 'node' },
})
