// A stand-in for the two tools a publish runs (server/admin/content/publish.ts, `siteBuild`):
// `node node_modules/.bin/tsx scripts/photos/build-photos.ts`, then
// `node node_modules/.bin/react-router build`. installStandIn() puts a shim under each name in a
// folder the test server then runs in, so the server runs its real commands and this answers
// them in a moment. The real build is proven by `npm test`'s own build step.
//
// What it does, steered through files in its control folder:
// - every step appends its command and BUILD_DIR to `steps.log`;
// - the photo step fails, printing `fail`'s text, while there is a file `fail`;
// - the site step makes BUILD_DIR/client, starts a tool of its own (as Vite starts workers),
//   writes both process ids to `pids`, waits until there is a file `open`, then writes a small
//   site there: the Spanish stye page, the home page and the about page, showing what it read
//   from CONTENT_DIR (the about page: each person with the photo of the list their file names),
//   and the build manifest that names the site's stylesheet; while there is a file `pages`, also
//   the pages and feeds stand-in-pages.ts writes with the build's own code (a few seconds more).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'

/**
 * Writes the shims into `workDir/node_modules/.bin/`; `control` is the folder of the files above,
 * `clientDir` the build whose manifest the stand-in's site reuses.
 * @param {{ workDir: string, control: string, clientDir: string }} where
 */
export function installStandIn({ workDir, control, clientDir }) {
  const bin = path.join(workDir, 'node_modules', '.bin')
  fs.mkdirSync(bin, { recursive: true })
  fs.mkdirSync(control, { recursive: true })
  const self = JSON.stringify(pathToFileURL(import.meta.filename).href)
  /** @type {[tool: string, step: string][]} */
  const shims = [
    ['tsx', 'photos'],
    ['react-router', 'site'],
  ]
  for (const [tool, step] of shims)
    fs.writeFileSync(
      path.join(bin, tool),
      `import(${self}).then((standIn) => standIn.run(${JSON.stringify({ step, control, clientDir })}))\n`,
    )
}

/** @param {string} file */
const read = (file) => fs.readFileSync(file, 'utf8')

/** @param {{ step: string, control: string, clientDir: string }} options */
export async function run({ step, control, clientDir }) {
  const buildDir = process.env.BUILD_DIR ?? ''
  const contentDir = process.env.CONTENT_DIR ?? ''
  fs.appendFileSync(
    path.join(control, 'steps.log'),
    `${step} ${process.argv.slice(2).join(' ')} ${buildDir}\n`,
  )
  const fail = path.join(control, 'fail')
  if (step === 'photos') {
    if (fs.existsSync(fail)) {
      console.error(read(fail))
      process.exit(1)
    }
    return
  }
  // As the real build does, it starts in its output folder, which is unfinished until the end.
  const client = path.join(buildDir, 'client')
  fs.mkdirSync(path.join(client, 'es/conditions/stye'), { recursive: true })
  const tool = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  fs.writeFileSync(path.join(control, 'pids'), `${process.pid} ${tool.pid}`)
  while (!fs.existsSync(path.join(control, 'open'))) await new Promise((resolve) => setTimeout(resolve, 50))
  tool.kill()

  // The editor may fold a long value over several lines: read the frontmatter as YAML, between
  // the first two lines that are exactly `---`, as the build does.
  const { summary } = /** @type {{ summary?: string }} */ (
    parse(read(path.join(contentDir, 'es/conditions/stye.md')).split(/^---$/m)[1] ?? '')
  )
  const { offices } = /** @type {{ offices: { name: string, hours: unknown[] }[] }} */ (
    JSON.parse(read(path.join(contentDir, 'practice.json')))
  )
  const page = (/** @type {string} */ lang, /** @type {string} */ text) =>
    `<!doctype html><html lang="${lang}"><title>Stand-in build</title><main><p>${text}</p></main></html>`
  fs.writeFileSync(path.join(client, 'es/conditions/stye/index.html'), page('es', summary ?? 'no summary'))
  fs.writeFileSync(path.join(client, 'index.html'), page('en', JSON.stringify(offices[0]?.hours)))
  const team = path.join(contentDir, 'team')
  const people = fs.readdirSync(team).map((name) => {
    const { name: person, photo } = /** @type {{ name?: string, photo?: string }} */ (
      parse(read(path.join(team, name)).split(/^---$/m)[1] ?? '')
    )
    return `<li data-photo="${photo ?? ''}">${person}</li>`
  })
  fs.mkdirSync(path.join(client, 'about'), { recursive: true })
  fs.writeFileSync(path.join(client, 'about/index.html'), page('en', `<ul>${people.join('')}</ul>`))
  fs.cpSync(path.join(clientDir, '.vite'), path.join(client, '.vite'), { recursive: true })
  if (fs.existsSync(path.join(control, 'pages'))) {
    const root = path.resolve(import.meta.dirname, '../..')
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(import.meta.dirname, 'stand-in-pages.ts'),
        client,
      ],
      { cwd: root, stdio: 'inherit' },
    )
  }
}
