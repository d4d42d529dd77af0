import type { IslandRegistry } from '#app/features/islands/loader'

/**
 * Every island a page may hold, by the name its container carries (`data-island`), each loading
 * its own module when its time comes (app/entry.client.ts). React islands (.island.tsx) bring
 * React with them; plain ones (.island.ts) are a few lines of TypeScript on the page's own HTML.
 */
export const islands: IslandRegistry = {
  // Without React: what runs on its own, and the small controls.
  announcement: () => import('#app/features/announcement/announcement.island'),
  'after-hours': () => import('#app/features/hours/after-hours.island'),
  'call-bar': () => import('#app/features/shell/call-bar.island'),
  'copy-address': () => import('#app/features/toasts/copy-address.island'),
  'index-filter': () => import('#app/templates/filterable-index.island'),
  'language-notice': () => import('#app/features/i18n/language-notice.island'),
  'office-call': () => import('#app/features/hours/office-call.island'),
  'office-hours': () => import('#app/features/hours/office-hours.island'),
  theme: () => import('#app/features/theme/theme.island'),
  // React: loaded when a person reaches for them.
  appointment: () => import('#app/features/contact/appointment.island'),
  'appointment-form': () => import('#app/features/contact/appointment-form.island'),
  'contact-form': () => import('#app/features/contact/contact-form.island'),
  'header-search': () => import('#app/features/search/header-search.island'),
  'mobile-menu': () => import('#app/features/shell/mobile-menu.island'),
  'site-search': () => import('#app/templates/site-search.island'),
  toaster: () => import('#app/features/toasts/toaster.island'),
}
