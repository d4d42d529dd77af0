import { defineIsland } from '#app/features/islands/define'
import { MobileMenu } from './mobile-menu'

/** The phone menu (mobile-menu.tsx), hydrated at the first press of its button. */
export default defineIsland('mobile-menu', MobileMenu, {
  strings: ['nav.', 'site.tagline', 'theme.', 'language.switchTo', 'language.closestLabel'],
})
