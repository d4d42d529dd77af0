import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { message, startChildServer, type ChildServer } from './child-server'

let server: ChildServer | undefined
afterEach(() => server?.cleanup())

describe('SIGTERM', () => {
  it('finishes the requests in flight, then exits cleanly', async () => {
    server = await startChildServer()
    const body = JSON.stringify(message('in-flight'))
    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server!.port,
          path: '/api/contact',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': '10.7.0.1',
          },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        },
      )
      request.on('error', reject)
      request.write(body.slice(0, 20))
      setTimeout(() => {
        server!.child.kill('SIGTERM')
        setTimeout(() => request.end(body.slice(20)), 300)
      }, 200)
    })
    const { status, text } = await answer
    expect(status).toBe(201)
    expect(JSON.parse(text)).toMatchObject({ ok: true })
    expect(await server.exited).toEqual({ code: 0, signal: null })
    // And nobody new gets in once it has stopped.
    await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow()
  }, 30_000)
})
