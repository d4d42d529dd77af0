import { defineIsland } from '#app/features/islands/define'
import { Toaster } from './toaster'
import { toasterIsland } from './toaster-island'

/** The toaster, rendered when the first toast asks for it (toast.ts); toasts then show at once. */
export default defineIsland(toasterIsland.name, Toaster, toasterIsland)
