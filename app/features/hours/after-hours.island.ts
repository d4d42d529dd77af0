import { definePlainIsland } from '#app/features/islands/attributes'
import { withPhoneNumber } from '#app/lib/dom'
import { words } from '#app/lib/words'
import type { AfterHoursKind } from '#app/view/page-data'
import { getOffice, mainOffice } from '#shared/practice'
import { everyMinute, type HourIslandProps } from './live'
import { nextOpening, officeToCall } from './practice-now'

/** The interface strings a note of `kind` shows (prefixes). */
export const afterHoursStrings = (kind: AfterHoursKind) => [`afterHours.${kind}.`, 'afterHours.opens']

export interface AfterHoursProps extends HourIslandProps {
  kind: AfterHoursKind
}

/** The after-hours note's words for the hour it is (after-hours-note.tsx), every minute. */
export default definePlainIsland<AfterHoursProps>('after-hours', (container, props) => {
  const t = words(props.strings, props.language)
  const text = container.querySelector('p:last-of-type')
  everyMinute(props.closures, (now) => {
    container.dataset.state = now.status.state
    if (!text) return
    const office = officeToCall(now.status, mainOffice.id)
    if (!office) {
      const opens = nextOpening(now.status, 'sentence', t, props.language)
      text.replaceChildren(t(`afterHours.${props.kind}.closed`, { opens }).replace(/\s{2,}/g, ' '))
      return
    }
    const { city, phone } = getOffice(office)
    text.replaceChildren(
      ...withPhoneNumber(
        t(`afterHours.${props.kind}.open`, { office: city, phone: phone.display }),
        phone.display,
      ),
    )
  })
})
