import { whenIdle } from '#app/lib/when-idle'
import { ISLAND, readProps, WAKE_ON, WHEN, type IslandMount } from './attributes'

/** The islands a page may hold, by name: each loads its own module, on demand. */
export type IslandRegistry = Record<string, () => Promise<{ default: IslandMount }>>

/** How far ahead of the screen a `visible` island starts: a form about to be reached is ready. */
const NEAR = '300px'

/** Events that wake an `interaction` island. Clicks are held until it has mounted (see below). */
const WAKE = ['pointerdown', 'focusin', 'keydown'] as const

/** Each island of the page by name, to wake it from code (`wake`). */
const starters = new Map<string, (cause?: HTMLElement) => Promise<void>>()

/**
 * Starts every island of the page when its time comes (attributes.ts: `data-when`), once each.
 * Resolves once every island that starts on its own (`idle`, or `query` on a page opened with a
 * query string) has mounted or failed: from then on the page is as it will stay until someone
 * acts, and an `interaction` island wakes on the first touch.
 * A click that wakes an `interaction` island before its code has arrived is held, and replayed on
 * the same element once the island has mounted: the tap that opened the menu opens it, the radio
 * pressed before the theme switch woke is chosen. Links inside an island are never held: they
 * navigate at once; those its `data-wake-on` names are, since the island handles them. Should the
 * island's code fail to load, the held click is replayed all the same, so a control that works
 * without script (a link, a form's submit button) still does.
 */
export async function startIslands(registry: IslandRegistry, root: ParentNode = document): Promise<void> {
  const started: Promise<void>[] = []
  for (const container of root.querySelectorAll<HTMLElement>(`[${ISLAND}]`)) {
    const onItsOwn = schedule(container, registry)
    if (onItsOwn) started.push(onItsOwn)
  }
  await Promise.allSettled(started)
}

/** Starts an island now (a `manual` one, such as the toaster); resolves once it has mounted. */
export function wake(name: string): Promise<void> {
  const start = starters.get(name)
  return start ? start() : Promise.reject(new Error(`The page holds no island "${name}"`))
}

/** Arranges for one island to start; resolves when it has started on its own, if it does. */
function schedule(container: HTMLElement, registry: IslandRegistry): Promise<void> | undefined {
  const name = container.getAttribute(ISLAND) ?? ''
  const load = registry[name]
  if (!load) {
    console.error(`The page holds an island the loader does not know: "${name}"`)
    return undefined
  }
  const when = new Set(container.getAttribute(WHEN)?.split(' '))
  const wakeOn = container.getAttribute(WAKE_ON)
  let mounted: Promise<void> | null = null
  let held: HTMLElement | null = null
  const stops: (() => void)[] = []

  const start = (cause?: HTMLElement) => {
    held ??= cause ?? null
    mounted ??= load()
      .then(({ default: island }) => {
        // What was typed or chosen before the island woke: hydration resets a controlled field.
        const typed = typedValues(container)
        return Promise.resolve(island.mount(container, readProps(container) as never)).then(() => typed)
      })
      .then((typed) => {
        retype(typed)
        container.dataset.hydrated = 'true'
        // A field focused before the island woke (the one clicked too: a replayed click does not
        // focus): let it hear the focus it missed.
        const active = document.activeElement
        if (active && container.contains(active))
          active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      })
      .finally(() => {
        for (const stop of stops.splice(0)) stop()
        held?.click()
        held = null
      })
    mounted.catch((error: unknown) => console.error(`The island "${name}" could not start`, error))
    return mounted
  }
  starters.set(name, start)
  const wakeNow = () => void start()

  if (when.has('query') && location.search.length > 1) return start()
  if (when.has('interaction')) {
    const hold = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const outside = wakeOn ? target?.closest<HTMLElement>(wakeOn) : null
      if (!target || (!outside && !container.contains(target))) return
      if (!outside && target.closest('a[href]')) return
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      event.stopImmediatePropagation()
      void start(
        outside ??
          target.closest<HTMLElement>('label, button, input, select, textarea, summary') ??
          (target as HTMLElement),
      ).catch(() => undefined)
    }
    for (const type of WAKE) container.addEventListener(type, wakeNow, { capture: true, passive: true })
    // Held on the document, before anything else hears it: the island's own elements and those it names.
    document.addEventListener('click', hold, { capture: true })
    stops.push(() => {
      for (const type of WAKE) container.removeEventListener(type, wakeNow, { capture: true })
      document.removeEventListener('click', hold, { capture: true })
    })
  }
  if (when.has('visible')) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wakeNow()
      },
      { rootMargin: NEAR },
    )
    // A `display: contents` container has no box of its own: its children come into view instead.
    for (const element of [container, ...container.children]) observer.observe(element)
    stops.push(() => observer.disconnect())
  }
  if (!when.has('idle')) return undefined
  return new Promise<void>((resolve, reject) => {
    whenIdle(() => {
      start().then(resolve, reject)
    })
  })
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** The fields in `container` whose value or check differs from what the page was served with. */
function typedValues(container: HTMLElement): { field: Field; value: string; checked: boolean }[] {
  return [...container.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : field.type !== 'hidden' && field.value !== field.defaultValue,
    )
    .map((field) => ({ field, value: field.value, checked: 'checked' in field && field.checked }))
}

/**
 * Puts typed values back once the island has mounted, as input the island hears (through the
 * element's own setter, so a React field takes it as a change): nothing typed is lost.
 */
function retype(typed: ReturnType<typeof typedValues>): void {
  for (const { field, value, checked } of typed) {
    const prototype = Object.getPrototypeOf(field) as object
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== checked) field.click()
      continue
    }
    // Cleared through the element (React's tracker hears it), then set past the tracker: a change.
    field.value = ''
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
}
