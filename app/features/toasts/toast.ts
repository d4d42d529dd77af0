import { wake } from '#app/features/islands/loader'

type Sonner = typeof import('sonner')
type ToastApi = Sonner['toast']

/**
 * The toaster (sonner) is an island of its own (toaster.island.tsx), woken by the first toast a
 * page shows, or Alt+T: until then `toast.*` calls wait for it, and nothing is lost.
 */
let sonner: Promise<Sonner> | null = null

async function ready(): Promise<ToastApi> {
  sonner ??= import('sonner')
  await wake('toaster')
  return (await sonner).toast
}

const later =
  <K extends 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading' | 'promise' | 'dismiss'>(
    method: K,
  ) =>
  (...args: Parameters<ToastApi[K]>): void => {
    void ready().then((api) => (api[method] as (...rest: Parameters<ToastApi[K]>) => unknown)(...args))
  }

export const toast = {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  warning: later('warning'),
  message: later('message'),
  loading: later('loading'),
  promise: later('promise'),
  dismiss: later('dismiss'),
}

/** Rejects with SPEC §8's message for a failing HTTP answer, for use in promise toasts. */
export async function fetchOk(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init)
  if (!response.ok) throw new Error(`HTTP error! status ${response.status}`)
  return response
}
