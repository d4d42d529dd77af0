import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'

/**
 * Renders a page for the prerender (and `npm run dev`). Every page is written to a file at build
 * time, so nothing is gained by streaming: the whole page is rendered before the first byte, and
 * whatever waits behind a Suspense boundary lands in the HTML in its place, complete without
 * script, instead of in a hidden block that only script moves into view.
 *
 * The pages carry no React Router runtime (app/root.tsx), so none of its hydration data either:
 * only the SPA fallback page React Router makes for itself (and the build removes) keeps it.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })

  if (!routerContext.isSpaMode) routerContext.serverHandoffStream = undefined

  return new Promise<Response>((resolve, reject) => {
    let rendered = false
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React moves a finished boundary out of its place once the page passes this size, so that
        // a streamed page can show early; a page written whole keeps every part where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          rendered = true
          const body = new PassThrough()
          headers.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          // Errors before the page is complete reject, and React Router reports them.
          if (rendered) console.error(error)
        },
      },
    )
    // A page that never finishes (a loader that hangs) fails the build rather than stalling it.
    setTimeout(abort, 10_000).unref()
  })
}
