import { clientIsland } from '#app/features/islands/define'

/** The toaster as every page holds it (features/shell/page-shell.tsx): empty until the first toast. */
export const toasterIsland = clientIsland('toaster', ['toast.'])
