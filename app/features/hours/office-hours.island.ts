import { definePlainIsland } from '#app/features/islands/attributes'
import { h } from '#app/lib/dom'
import { words } from '#app/lib/words'
import { getOffice, type OfficeId } from '#shared/practice'
import { withReason, type HourIslandProps } from './live'
import { statusLine } from './status-line'

/** The interface strings the island shows (prefixes). */
export const OFFICE_HOURS_STRINGS = ['hours.'] as const

export interface OfficeHoursProps extends HourIslandProps {
  office: OfficeId
}

/**
 * An office's hours come to life once the browser is idle (shell/office-hours.tsx): "open now"
 * and when it closes or opens next, refreshed every minute, and the listed closures that have
 * ended since the page was built taken away (the list with them when none is left).
 */
export default definePlainIsland<OfficeHoursProps>('office-hours', (container, props) => {
  const office = getOffice(props.office)
  const closures = withReason(props.closures)
  const t = words(props.strings, props.language)
  const box = container.querySelector<HTMLElement>('[data-testid="open-status"]')
  const update = () => {
    const line = statusLine(office, closures, t, props.language)
    if (box) {
      box.dataset.state = line.state
      const dot = line.state === 'open' ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-muted-foreground'
      box.replaceChildren(
        h(
          'span',
          { class: 'flex items-center gap-2 font-semibold text-foreground' },
          h('span', { 'aria-hidden': 'true', class: `size-2 rounded-full ${dot}` }),
          line.title,
        ),
        h('span', { class: 'block' }, line.detail),
      )
    }
    for (const item of container.querySelectorAll<HTMLElement>('[data-closure-to]'))
      if ((item.dataset.closureTo ?? '') < line.today) item.remove()
    const list = container.querySelector('[data-testid="closures"]')
    if (list && !list.querySelector('[data-closure-to]')) list.remove()
  }
  update()
  window.setInterval(update, 60_000)
})
