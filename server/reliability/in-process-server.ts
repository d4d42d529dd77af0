import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { testServer } from '../test-server'

/** The app of test-server.ts behind a real HTTP listener on loopback (the Node adapter included). */
export async function listeningTestServer(options: Parameters<typeof testServer>[0] = {}) {
  const server = await testServer(options)
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(listener),
    )
  })
  const { port } = http.address() as AddressInfo
  return {
    ...server,
    origin: `http://127.0.0.1:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()))
      server.close()
    },
  }
}
