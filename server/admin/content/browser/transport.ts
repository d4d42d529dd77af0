import type { RefusalAnswer } from '../editor-setup'
import { notice, refused, saved } from './problems'
import { csrfToken, keepAlive, renewToken, signIn } from './session'
import { say } from './setup'

/**
 * Every request the page makes to the editor's API passes here, before Decap sees its answer:
 * it carries the session's CSRF token, as every admin change must; a save carries the version of
 * each file the editor read (Decap's proxy protocol reads a file's `id` but does not send it back),
 * which the server refuses (409) if the file changed since; a request the server turns away
 * because the session ended waits for the person to sign in again in the page, then goes
 * through; and a refused save's problems go beside their fields (problems.ts).
 */

const API = '/api/admin/content/'
const reads = new Set(['entriesByFolder', 'entriesByFiles', 'getEntry'])

/** Editor path → the version (id) of the file as this page last read or saved it. */
const versions = new Map<string, string | null>()

interface Entry {
  file?: { path?: unknown; id?: unknown }
}

function remember(action: string, answer: unknown) {
  if (action === 'persistEntry') {
    const saved = (answer as { versions?: Record<string, string | null> } | null)?.versions ?? {}
    for (const [path, id] of Object.entries(saved)) versions.set(path, id)
    return
  }
  for (const entry of (Array.isArray(answer) ? answer : [answer]) as Entry[])
    if (typeof entry.file?.path === 'string')
      versions.set(entry.file.path, (entry.file.id as string | null) ?? null)
}

interface ApiRequest {
  action: string
  params?: { dataFiles?: { path: string; version?: string | null }[] }
}

export function installTransport() {
  const send = window.fetch.bind(window)

  const withToken = (init: RequestInit, input: RequestInfo | URL): RequestInit => {
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set('x-csrf-token', csrfToken())
    return { ...init, headers }
  }

  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (url.origin !== location.origin || !url.pathname.startsWith(API)) return send(input, init)
    let request: ApiRequest | null = null
    if (url.pathname === `${API}v1` && typeof init.body === 'string') {
      try {
        request = JSON.parse(init.body) as ApiRequest
      } catch {
        request = null
      }
      if (request?.action === 'persistEntry' && Array.isArray(request.params?.dataFiles)) {
        for (const file of request.params.dataFiles) file.version = versions.get(file.path) ?? null
        init = { ...init, body: JSON.stringify(request) }
      }
    }
    const saving = request?.action === 'persistEntry'
    let response: Response
    try {
      response = await send(input, withToken(init, input))
      // Signed out (idle, or 8 hours after sign-in): sign in here, then the same request again.
      if (response.status === 401 && (await signIn(send)))
        response = await send(input, withToken(init, input))
      // Signed in again elsewhere, so this page's token is old: take the new one, once.
      else if (response.status === 403 && (await renewToken(send)))
        response = await send(input, withToken(init, input))
    } catch (error) {
      if (saving) notice(say('offline'))
      throw error
    }
    if (request && response.ok && (reads.has(request.action) || saving)) {
      const action = request.action
      await response
        .clone()
        .json()
        .then((answer: unknown) => remember(action, answer))
        .catch(() => undefined)
    }
    if (saving) {
      if (response.ok) saved()
      else {
        const answer = (await response
          .clone()
          .json()
          .catch(() => ({ error: say('offline') }))) as RefusalAnswer
        if (answer.problems?.length) refused(answer)
        else notice(answer.error)
      }
    }
    return response
  }
  keepAlive(send)
}
