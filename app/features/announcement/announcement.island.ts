import { definePlainIsland } from '#app/features/islands/attributes'
import { storage } from '#app/lib/storage'
import { dismissedKey, HIDDEN_CLASS } from './announcement'

/** Closing the announcement band (announcement-band.tsx): remembered, hidden, focus to the content. */
export default definePlainIsland('announcement', (container) => {
  const id = container.dataset.announcement ?? ''
  container.querySelector('button')?.addEventListener('click', () => {
    storage.set(dismissedKey(id), new Date().toISOString().slice(0, 10))
    document.documentElement.classList.add(HIDDEN_CLASS)
    document.getElementById('main')?.focus({ preventScroll: true })
  })
})
