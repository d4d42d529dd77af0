import { definePlainIsland } from '#app/features/islands/attributes'
import { withPhoneNumber } from '#app/lib/dom'
import { words } from '#app/lib/words'
import type { PagePhone } from '#app/view/page-data'
import { everyMinute, type HourIslandProps } from './live'
import { numberToDial } from './practice-now'

export interface OfficeCallProps extends HourIslandProps {
  phone: PagePhone
}

/**
 * An emergency page's "Call the office" button for the hour it is: the page's number, or, once
 * that office has closed, the number of one still open (templates/emergency-page.tsx).
 */
export default definePlainIsland<OfficeCallProps>('office-call', (container, props) => {
  const t = words(props.strings, props.language)
  const link = container.querySelector<HTMLAnchorElement>('a[href^="tel:"]')
  const label = link?.querySelector('span')
  everyMinute(props.closures, (now) => {
    const { phone } = numberToDial(now.status, props.phone)
    if (!link || !label) return
    link.href = `tel:${phone.e164}`
    label.replaceChildren(
      ...withPhoneNumber(t('emergency.callOffice', { phone: phone.display }), phone.display),
    )
  })
})
