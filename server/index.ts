import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db'

const config = readConfig()
const db = openDatabase(config.dataDir)
const app = createApp({ clientDir: config.clientDir, db })

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Serving on http://localhost:${info.port}`)
})

// Finish the requests in flight, then close the database, so a deploy loses nothing.
function shutdown(signal: string) {
  console.log(`${signal}: closing`)
  server.close(() => {
    db.close()
    process.exit(0)
  })
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
