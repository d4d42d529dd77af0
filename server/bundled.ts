declare global {
  /** Replaced by `true` in the bundled server (vite.server.config.ts `define`); unset in the sources. */
  var __SERVER_BUNDLE__: boolean | undefined
}

/**
 * Whether this code runs as the bundled server (build/node) rather than from its TypeScript
 * sources (tests, scripts, `npm run dev`). A build-time constant: the bundler drops the branches
 * for the sources, and with them the development tools they load (esbuild, tsx, Decap's package).
 */
export const bundled: boolean = globalThis.__SERVER_BUNDLE__ === true
