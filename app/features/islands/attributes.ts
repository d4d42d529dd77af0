/**
 * How an island is marked in the prerendered HTML, read by the loader (loader.ts): its name, when
 * it starts and its props. Shared by React islands (island.tsx) and plain ones, whose components
 * spread `islandAttributes(...)` on the element they render.
 */

/**
 * When an island starts: once the browser is `idle`; when it comes near the screen (`visible`);
 * at the first pointer press, focus, key or click inside it, or on an element its `wakeOn`
 * selector names (`interaction`); at once when the page was opened with a query string
 * (`query`, the search page's `?q=`); or when code asks for it (`manual`: the toaster, woken by
 * the first toast). Several may be given: the first that happens wins.
 */
export type When = 'idle' | 'visible' | 'interaction' | 'query' | 'manual'

export const ISLAND = 'data-island'
export const WHEN = 'data-when'
export const WAKE_ON = 'data-wake-on'
export const PROPS = 'data-props'

export function islandAttributes(
  name: string,
  when: When | readonly When[],
  props?: object,
  /** Elements elsewhere in the page whose clicks wake an `interaction` island, which then handles them. */
  wakeOn?: string,
) {
  return {
    [ISLAND]: name,
    [WHEN]: typeof when === 'string' ? when : when.join(' '),
    ...(wakeOn && { [WAKE_ON]: wakeOn }),
    // An attribute value, escaped by React like any other: no script element, nothing to break out of.
    ...(props && { [PROPS]: JSON.stringify(props) }),
  }
}

/** The props the build serialized for an island (`{}` when it has none). */
export function readProps(container: HTMLElement): unknown {
  const json = container.getAttribute(PROPS)
  return json ? JSON.parse(json) : {}
}

/** What the loader calls on an island's container, given its props, once its time comes. */
export interface IslandMount<P = never> {
  name: string
  /** Resolves once the island works: hydrated (React) or wired up (plain TypeScript). */
  mount: (container: HTMLElement, props: P) => void | Promise<void>
}

/** A plain-TypeScript island: no framework, just the page's own elements. */
export function definePlainIsland<P = Record<string, never>>(
  name: string,
  mount: (container: HTMLElement, props: P) => void | Promise<void>,
): IslandMount<P> {
  return { name, mount }
}
