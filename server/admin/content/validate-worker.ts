// The thread that checks the content editor's saves (validator.ts): the build's rules, off the
// server's main thread. An entry of the server bundle (vite.server.config.ts).
import { checkChanges } from './validate'
import { serveChecks } from './validator'

serveChecks(checkChanges)
