import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import type { Problem } from './validate'
import { bundled } from '../../bundled'

/**
 * The check of a save (validate.ts: the whole registry and the changed pages' checks, on a
 * scratch copy of the content folder, a second or more of CPU) runs in a worker thread, so the
 * server goes on answering visitors meanwhile. One worker, started on the first save and kept;
 * saves are already one at a time (api.ts). The worker is validate-worker.ts, run through tsx
 * from the sources (tests, `npm run dev`) and as build/node/validate-worker.js in the bundled
 * server (vite.server.config.ts).
 */

/** Checks the content folder `root` as it would be with `changes` (content path → text). */
export interface Validator {
  (root: string, changes: ReadonlyMap<string, string>): Promise<Problem[]>
  /** Ends the worker (the server's shutdown, a test's end). */
  close: () => Promise<void>
}

type Check = (root: string, changes: ReadonlyMap<string, string>) => Promise<Problem[]>

interface Request {
  id: number
  root: string
  changes: ReadonlyMap<string, string>
}
type Reply = { id: number; problems: Problem[] } | { id: number; error: string }

/** The worker's side: answers each request with `check`'s problems, or the error it threw. */
export function serveChecks(check: Check): void {
  if (isMainThread || !parentPort) throw new Error('serveChecks runs in a worker thread')
  const port = parentPort
  port.on('message', (request: Request) => {
    check(request.root, request.changes).then(
      (problems) => port.postMessage({ id: request.id, problems } satisfies Reply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Reply),
    )
  })
}

/** The worker of this build: beside this module, in TypeScript or bundled. */
const defaultEntry = new URL(bundled ? './validate-worker.js' : './validate-worker.ts', import.meta.url)

/** A worker running `entry`; TypeScript sources are loaded through tsx, as the tests and scripts are. */
function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry)
  const tsx = import.meta.resolve('tsx/esm/api')
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry.href)});`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`))
}

export function workerValidator({
  entry = defaultEntry,
  timeoutMs = 120_000,
}: { entry?: URL; timeoutMs?: number } = {}): Validator {
  let worker: Worker | null = null
  let nextId = 0
  const pending = new Map<
    number,
    { resolve: (problems: Problem[]) => void; reject: (error: Error) => void }
  >()

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }

  const running = (): Worker => {
    if (worker) return worker
    const started = startWorker(entry)
    // A server with nothing else to do may stop; the worker does not keep it up.
    started.unref()
    started.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id)
      if (!waiting) return
      pending.delete(reply.id)
      if ('error' in reply) waiting.reject(new Error(reply.error))
      else waiting.resolve(reply.problems)
    })
    started.on('error', (error) => {
      worker = null
      failAll(error)
    })
    started.on('exit', (code) => {
      if (worker === started) worker = null
      failAll(new Error(`the checking thread stopped (${code})`))
    })
    worker = started
    return started
  }

  const validate = (root: string, changes: ReadonlyMap<string, string>) =>
    new Promise<Problem[]>((resolve, reject) => {
      const id = nextId++
      const thread = running()
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error(`the check took longer than ${timeoutMs / 1000} s`))
        // Whatever it was doing, a fresh worker takes the next save.
        if (worker === thread) worker = null
        void thread.terminate()
      }, timeoutMs)
      pending.set(id, {
        resolve: (problems) => {
          clearTimeout(timer)
          resolve(problems)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      thread.postMessage({ id, root, changes } satisfies Request)
    })

  return Object.assign(validate, {
    async close() {
      const thread = worker
      worker = null
      if (thread) await thread.terminate()
    },
  })
}
