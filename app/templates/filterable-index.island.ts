import { definePlainIsland } from '#app/features/islands/attributes'
import { words, type Strings } from '#app/lib/words'
import type { Language } from '#shared/languages'
import { matches } from './index-filter'

export interface IndexFilterProps {
  language: Language
  strings: Strings
}

/**
 * The index filter (filterable-index.tsx): as the visitor types, the pages without every word in
 * their title or summary are hidden, a group with none left goes with them, and the count and the
 * "no page matches" line follow. What was typed before the island woke counts at once.
 */
export default definePlainIsland<IndexFilterProps>('index-filter', (container, props) => {
  const t = words(props.strings, props.language)
  const field = container.querySelector<HTMLInputElement>('input[type="search"]')
  const count = container.querySelector('[data-slot="count"]')
  const none = container.querySelector<HTMLElement>('[data-slot="no-results"]')
  const items = [...container.querySelectorAll<HTMLElement>('li[data-summary]')].map((element) => ({
    element,
    title: element.querySelector('[data-slot="title"]')?.textContent ?? '',
    summary: element.dataset.summary ?? '',
  }))
  const sections = [...container.querySelectorAll<HTMLElement>('[data-testid="index-results"] > section')]
  if (!field) return
  const filter = () => {
    const query = field.value.trim()
    let shown = 0
    for (const item of items) {
      const match = !query || matches(item, query)
      item.element.hidden = !match
      if (match) shown++
    }
    for (const section of sections) section.hidden = !section.querySelector('li:not([hidden])')
    if (count) count.textContent = t('index.results', { count: shown })
    if (none) {
      none.hidden = shown > 0
      none.textContent = shown > 0 ? '' : t('index.noResults', { query })
    }
  }
  field.addEventListener('input', filter)
  if (field.value) filter()
})
