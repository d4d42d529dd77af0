type Sonner = typeof import('sonner')
type ToastApi = Sonner['toast']

/**
 * The toaster (sonner) is not needed for the first paint, so it loads on first use: the first
 * toast a page shows, or Alt+T. Until then `toast.*` calls wait for it, and nothing is lost.
 */
let requested = false
let mounted = false
const requestListeners = new Set<() => void>()
const mountWaiters: Array<() => void> = []
let sonner: Promise<Sonner> | null = null

export function requestToaster(): void {
  if (requested) return
  requested = true
  for (const listener of requestListeners) listener()
}

export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener)
  return () => requestListeners.delete(listener)
}

export const toasterRequested = () => requested

/** Called by the toaster once it listens, so toasts sent before it existed are shown. */
export function toasterMounted(): void {
  mounted = true
  for (const resolve of mountWaiters.splice(0)) resolve()
}

async function ready(): Promise<ToastApi> {
  requestToaster()
  sonner ??= import('sonner')
  if (!mounted) await new Promise<void>((resolve) => mountWaiters.push(resolve))
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
