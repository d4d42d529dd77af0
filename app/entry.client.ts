/**
 * The island loader: the one script every page requests (app/root.tsx links its built file).
 * The page is complete HTML; this starts each island when its time comes (app/islands.ts, the
 * registry; features/islands/loader.ts, the when), and holds the few page-wide behaviours that
 * are lines, not components: the keyboard shortcuts, the site's links (progress bar, language
 * choice, links to forms), and the visitor statistics' page view, clicks and idle start.
 */
import { scheduleAnalytics } from '#app/features/analytics/load'
import { track, trackClick } from '#app/features/analytics/track'
import { rememberLanguage } from '#app/features/i18n/language-notice.island'
import { startIslands, wake } from '#app/features/islands/loader'
import { startPageLinks } from '#app/features/navigation/page-links'
import { startKeyboardShortcuts } from '#app/features/shell/keyboard-shortcuts'
import { islands } from './islands'

startKeyboardShortcuts()
rememberLanguage()
startPageLinks()
void startIslands(islands).then(() => {
  // The page is ready: what starts on its own has started. Browser tests wait for this mark.
  document.documentElement.dataset.hydrated = 'true'
})
// SPEC §4: Alt+T expands and focuses the toaster, so that key brings it in.
document.addEventListener('keydown', (event) => {
  if (event.altKey && event.code === 'KeyT') void wake('toaster').catch(() => undefined)
})
track('page_view', { href: location.pathname })
document.addEventListener('click', trackClick)
scheduleAnalytics()
