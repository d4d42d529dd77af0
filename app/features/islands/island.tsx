import { renderToString } from 'react-dom/server'
import { useLanguage } from '#app/features/i18n/language-provider'
import { useSite } from '#app/features/site/context'
import { languages, type Language } from '#shared/languages'
import type { InterfaceStrings } from '#shared/locales'
import { islandAttributes, type When } from './attributes'
import { idPrefix, type IslandDeclaration, type IslandLanguage, type ReactIsland } from './define'

/** The interface strings whose keys start with one of `prefixes`, from a language's catalogue. */
export function stringsFor(
  catalogue: Partial<InterfaceStrings>,
  prefixes: readonly string[],
): Partial<InterfaceStrings> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  )
}

/**
 * A React island in the prerendered page (build time only): the island's component rendered as a
 * React root of its own, into a container that carries its name, when it starts and its props,
 * with its language and the strings it declared. The browser hydrates exactly this root
 * (define.tsx), so the HTML matches, `useId` included, and nothing but the props is needed.
 * The container is `display: contents` unless a class is given: it adds no box to the layout.
 */
export function Island<P extends object>({
  island,
  props,
  when,
  wakeOn,
  className = 'contents',
}: {
  island: ReactIsland<P> | IslandDeclaration<P>
  /** The island's own props; its language and strings are added here. */
  props: Omit<P, keyof IslandLanguage>
  when: When | readonly When[]
  /** Elements elsewhere in the page whose clicks wake the island (attributes.ts). */
  wakeOn?: string
  className?: string
}) {
  const site = useSite()
  const { counterpart, closest } = useLanguage()
  const language = site.language
  const others = languages.filter((other) => other !== language)
  const all: IslandLanguage = {
    language,
    strings: stringsFor(site.strings[language] ?? {}, island.strings),
    counterparts: Object.fromEntries(others.map((other: Language) => [other, counterpart(other)])),
    closest: Object.fromEntries(others.map((other: Language) => [other, closest(other)])),
  }
  const full = { ...props, ...all } as P & IslandLanguage
  const html =
    island.clientOnly || !('Root' in island)
      ? ''
      : renderToString(<island.Root {...full} />, { identifierPrefix: idPrefix(island.name) })
  return (
    <div
      className={className}
      {...islandAttributes(island.name, when, full, wakeOn)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
