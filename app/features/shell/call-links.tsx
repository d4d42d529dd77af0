import { Phone as PhoneIcon } from 'lucide-react'
import type { Phone } from '#shared/practice'
import { PhoneNumber } from '#app/components/phone-number'

/** A place in the call bar: a 44 px target whose words wrap between words, never inside one. */
export const slot =
  'flex min-h-[44px] min-w-0 items-center justify-center gap-1.5 rounded-md px-2 py-1 [overflow-wrap:normal] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground'

const icon = <PhoneIcon aria-hidden className="size-[1.2em] shrink-0" />

/**
 * Where 911 shows its label: from a container width up (tailwind's container sizes), with "911"
 * alone below it. Written out whole so the stylesheet has every class.
 */
const labelFrom = {
  '2xs': { label: '@max-2xs:sr-only', short: '@2xs:hidden', icon: '@max-2xs:hidden' },
  md: { label: '@max-md:sr-only', short: '@md:hidden', icon: '@max-sm:hidden' },
} as const

/**
 * 911, in red: its label ("Call 911", "Emergency: 911"), or just "911" where the bar is narrow
 * for its text (`short`: below 18rem of bar, or 28rem where the place beside it needs the room
 * to keep its words on two lines, so the bar is as tall closed as open), then without its icon.
 */
export function Call911({ label, short = '2xs' }: { label: string; short?: keyof typeof labelFrom }) {
  const shown = labelFrom[short]
  return (
    <a
      href="tel:911"
      className={`${slot} shrink-0 bg-destructive whitespace-nowrap text-destructive-foreground`}
      data-analytics="phone_click"
    >
      <PhoneIcon aria-hidden className={`size-[1.2em] shrink-0 ${shown.icon}`} />
      <span className={shown.label}>{label}</span>
      <span aria-hidden className={shown.short}>
        911
      </span>
    </a>
  )
}

/**
 * A number to call with its label ("Call Now", "Keratoconus line"); the number goes unseen where
 * it has no room. Its parts are marked for the call bar's island, which may dial another office.
 */
export function CallLink({ phone, label, hideNumber }: { phone: Phone; label: string; hideNumber: string }) {
  return (
    <a href={`tel:${phone.e164}`} className={`${slot} grow`} data-analytics="phone_click" data-slot="office">
      {icon}
      <span data-slot="label">{label}</span> <PhoneNumber phone={phone} className={hideNumber} />
    </a>
  )
}
