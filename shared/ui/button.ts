import { cva, type VariantProps } from 'class-variance-authority'

/**
 * The site's buttons, for the React components of app/ and the server-rendered admin pages alike:
 * a link that should look like a button takes `buttonVariants()` as its class.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border border-border bg-background shadow-xs hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        /** On a primary-coloured band: an outline in the band's own text colour. */
        inverse:
          'border border-primary-foreground/40 bg-transparent text-primary-foreground shadow-xs hover:bg-primary-foreground/10',
      },
      size: {
        // Side padding in pixels at most: at 200 % text the words need the room more than the edges.
        default: 'min-h-11 px-[min(1rem,16px)] py-2 text-sm',
        sm: 'min-h-9 px-[min(0.75rem,12px)] text-sm',
        lg: 'min-h-12 px-[min(1.5rem,24px)] text-base',
        icon: 'size-11 text-sm',
      },
      /**
       * Labels wrap rather than push the page sideways: a Spanish label with a phone number on
       * a small phone, or any label at 200 % text (WCAG 1.4.10). `false` only for labels known
       * to be short in every language.
       */
      wrap: {
        false: 'whitespace-nowrap',
        true: 'max-w-full text-center whitespace-normal',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', wrap: true },
  },
)

export type ButtonVariants = VariantProps<typeof buttonVariants>
