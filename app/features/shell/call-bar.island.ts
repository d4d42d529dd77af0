import { everyMinute, type HourIslandProps } from '#app/features/hours/live'
import { nextOpening, numberToDial } from '#app/features/hours/practice-now'
import { definePlainIsland } from '#app/features/islands/attributes'
import { scrollBehavior } from '#app/lib/scroll-behavior'
import { words } from '#app/lib/words'
import type { PagePhone } from '#app/view/page-data'

/** SPEC §9: the back-to-top button shows past 300 px of scrolling. */
export const SCROLL_TOP_THRESHOLD = 300

/** The interface strings the island shows (prefixes). */
export const CALL_BAR_STRINGS = ['callBar.', 'hours.opens'] as const

export interface CallBarProps extends HourIslandProps {
  phone: PagePhone
  /** "Keratoconus line" for a specialty line, else null. */
  line: string | null
  /** A 911-level emergency page: 911 comes first, and the office is "Office". */
  emergency: boolean
}

/**
 * The call bar for the hour it is (call-bar.tsx), and its back-to-top button. While an office is
 * open the bar dials it: the page's own number, or, once that office has closed, one that is still
 * open ("Call Irvine"). When every office is closed it says so, with the next opening, and offers
 * 911 instead; a specialty line is an office line and says it is closed.
 */
export default definePlainIsland<CallBarProps>('call-bar', (container, props) => {
  const t = words(props.strings, props.language)
  const bar = container.querySelector<HTMLElement>('[data-testid="call-bar"]')
  const call = bar?.querySelector<HTMLAnchorElement>('[data-slot="office"]')
  const template = bar?.querySelector<HTMLTemplateElement>('template[data-slot="closed"]')
  if (bar && call && template) {
    const closed = [...template.content.cloneNode(true).childNodes]
    const opens = closed
      .flatMap((node) =>
        node instanceof Element ? [node, ...node.querySelectorAll('[data-slot="opens"]')] : [],
      )
      .find((node) => node.matches('[data-slot="opens"]'))
    everyMinute(props.closures, (now) => {
      bar.dataset.state = now.status.state
      if (now.status.state === 'closed') {
        if (opens) opens.textContent = nextOpening(now.status, 'line', t, props.language)
        if (call.isConnected) call.replaceWith(...closed)
        return
      }
      if (!call.isConnected) {
        closed[0]?.before(call)
        for (const node of closed) node.parentNode?.removeChild(node)
      }
      const { phone, office } = numberToDial(now.status, props.phone)
      const label = props.emergency
        ? t('callBar.office')
        : (props.line ?? (office ? t('callBar.callOffice', { office: office.city }) : t('callBar.callNow')))
      call.href = `tel:${phone.e164}`
      const labelSlot = call.querySelector('[data-slot="label"]')
      const number = call.querySelector('.phone-number')
      if (labelSlot) labelSlot.textContent = label
      if (number) number.textContent = phone.display
    })
  }

  const top = container.querySelector<HTMLButtonElement>('[data-testid="scroll-to-top"]')
  if (top) {
    const onScroll = () => top.classList.toggle('invisible', window.scrollY <= SCROLL_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    top.addEventListener('click', () => {
      window.scrollTo({ top: 0, behavior: scrollBehavior() })
      document.getElementById('main')?.focus({ preventScroll: true })
    })
  }
})
