import { afterAll, beforeAll } from 'vitest'
import { testServer } from '../../server/test-server'
import { clientDir } from '../e2e/built-page'

/**
 * The server's app (server/app.ts) serving the build, in this process: what a request for a page
 * gets, headers and all, without a port or a browser. Call it at the top of a test file.
 */
export function servedBuild() {
  let server: Awaited<ReturnType<typeof testServer>> | undefined
  beforeAll(async () => {
    server = await testServer({ site: clientDir })
  })
  afterAll(() => server?.close())
  return (path: string, init?: RequestInit) => {
    if (!server) throw new Error('servedBuild() answers inside tests only')
    return server.app.request(path, init)
  }
}
