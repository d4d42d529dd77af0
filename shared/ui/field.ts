/**
 * Text fields, text areas and selects, as the site and the admin pages draw them: a border that
 * turns red with `aria-invalid`, and a focus ring.
 */
export const fieldClass =
  'w-full min-w-0 rounded-md border border-border bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-50'

/** The label above a field. */
export const labelClass = 'text-sm font-semibold'
