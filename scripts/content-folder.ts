// Build steps about the content folder (scripts/build.mjs runs them):
//   tsx scripts/content-folder.ts prepare        makes CONTENT_DIR from the shipped content on first
//                                                 use and records a change of the shipped content in it
//   tsx scripts/content-folder.ts record <client> records which software built <client> from which content
import path from 'node:path'
import { buildEnv } from '#shared/build-env'
import { contentDirFrom, SHIPPED_CONTENT } from '#shared/content/folder'
import { contentDigest, prepareContentFolder } from '#server/content-folder/repository'
import { softwareOf, writeSiteRecord } from '#server/admin/content/releases'

const [command, client] = process.argv.slice(2)
const shipped = path.resolve(SHIPPED_CONTENT)

if (command === 'prepare') {
  const root = contentDirFrom(process.env)
  // The software's own content read as it is (npm test, the image's build): nothing to prepare.
  if (root !== shipped) {
    const { created, update } = prepareContentFolder(root, {
      shipped,
      // A developer's checkout follows the content being written in it; a site is offered each change.
      follow: process.env.NODE_ENV !== 'production',
    })
    if (created) console.log(`Made the content folder ${root} from the shipped content.`)
    if (update === 'taken') console.log(`The content folder ${root} took the changed shipped content.`)
    if (update === 'offered')
      console.log(
        `The shipped content changed: the update waits for the owner at /admin/content/updates. The site is built from ${root} as the office has it.`,
      )
  }
} else if (command === 'record' && client) {
  const clientDir = path.resolve(client)
  writeSiteRecord(clientDir, {
    software: softwareOf(path.join(path.dirname(clientDir), '.stamp')),
    content: contentDigest(buildEnv().CONTENT_DIR),
    builtAt: Date.now(),
  })
} else {
  console.error('Use: tsx scripts/content-folder.ts prepare | record <client folder>')
  process.exit(1)
}
