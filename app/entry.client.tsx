import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

const RELOADED_KEY = 'chunk_reload'

// A deploy replaces hashed chunks; a tab opened before it asks for files that are gone.
// Vite reports that as `vite:preloadError`: reload once to fetch the new build instead of
// leaving a blank page, and not again if the reload did not help.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem(RELOADED_KEY)) return
  event.preventDefault()
  sessionStorage.setItem(RELOADED_KEY, '1')
  window.location.reload()
})
window.addEventListener('load', () => sessionStorage.removeItem(RELOADED_KEY))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
