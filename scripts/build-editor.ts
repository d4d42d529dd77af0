// The content editor page's script, bundled beside the server (build/node/editor.js), where the
// bundled server reads it (server/admin/content/editor-script.ts). Runs after the server build.
import { build } from 'esbuild'
import { editorBundleOptions } from '../server/admin/content/editor-script'

await build({ ...editorBundleOptions, outfile: 'build/node/editor.js', logLevel: 'warning' })
