import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { requestToaster, subscribeToasterRequest, toasterRequested } from './toast'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** Mounts the toaster when it is first asked for (see toast.ts), keeping it out of the first load. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterRequest, toasterRequested, () => false)
  useEffect(() => {
    // SPEC §4: Alt+T expands and focuses the toaster, so that key brings it in too.
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') requestToaster()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
