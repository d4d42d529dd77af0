// A checking thread for the tests (content.test.ts): the real check after a second of busy CPU,
// as a large save on a slow machine would take. Were it run on the server's main thread, nothing
// else would be answered meanwhile.
import { checkChanges } from './validate'
import { serveChecks } from './validator'

serveChecks((root, changes) => {
  const until = Date.now() + 1_000
  while (Date.now() < until) {
    // Busy, on purpose.
  }
  return checkChanges(root, changes)
})
