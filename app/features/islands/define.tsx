import { StrictMode, useEffect, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { InterfaceStrings } from '#shared/locales'
import type { Language } from '#shared/languages'
import { LanguageProvider } from '#app/features/i18n/language-provider'
import type { IslandMount } from './attributes'

/** What every React island receives besides its own props: its language and the strings it uses. */
export interface IslandLanguage {
  language: Language
  strings: Partial<InterfaceStrings>
  /** The page in the other languages, for a language switcher inside the island. */
  counterparts: Partial<Record<Language, string | null>>
  /** The closest help in the other languages, where the page has no counterpart there. */
  closest: Partial<Record<Language, string | null>>
}

/**
 * What the page needs to know of a React island to hold it: its name, the interface strings it
 * uses and whether the build renders it. A client-only island (a dialog, the toaster) is held by
 * this alone (`clientIsland`), so the page does not import its component, or the component's
 * stylesheet.
 */
export interface IslandDeclaration<P extends object> {
  name: string
  /** Prefixes of the interface-string keys the island uses (`search.`), sent with its props. */
  strings: readonly string[]
  /** Rendered in the browser only, into an empty container: nothing to hydrate. */
  clientOnly: boolean
  /** The island's props, for type checking only. */
  props?: P
}

/** A client-only React island as the page holds it (see IslandDeclaration). */
export const clientIsland = <P extends object>(name: string, strings: readonly string[] = []) =>
  ({ name, strings, clientOnly: true }) satisfies IslandDeclaration<P> as IslandDeclaration<P>

export interface ReactIsland<P extends object> extends IslandMount<P & IslandLanguage>, IslandDeclaration<P> {
  /** The island as a React root: its component inside its language. */
  Root: ComponentType<P & IslandLanguage>
}

/** The ids `useId` makes inside an island, the same at build time and in the browser. */
export const idPrefix = (name: string) => `${name}-`

/** Tells the loader when React has committed the island, so the held interaction can be replayed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

/**
 * A React island: `Component` rendered into its own container at build time (island.tsx) and
 * hydrated there with `hydrateRoot` when the loader starts it, or, `clientOnly`, rendered there
 * for the first time. Everything it shows comes from its props, which the build serializes beside
 * it; `strings` names the prefixes of the interface strings it needs.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { strings = [], clientOnly = false }: { strings?: readonly string[]; clientOnly?: boolean } = {},
): ReactIsland<P> {
  function Root({ strings: bundle, counterparts, closest, ...props }: P & IslandLanguage) {
    const { language } = props
    return (
      <LanguageProvider
        language={language}
        strings={{ [language]: bundle }}
        counterparts={counterparts}
        closest={closest}
      >
        <Component {...(props as unknown as P)} />
      </LanguageProvider>
    )
  }
  Root.displayName = `Island(${name})`
  return {
    name,
    Root,
    strings,
    clientOnly,
    mount: (container, props) =>
      new Promise<void>((resolve) => {
        const island = (
          <StrictMode>
            <Root {...props} />
            <Committed onCommit={resolve} />
          </StrictMode>
        )
        const options = { identifierPrefix: idPrefix(name) }
        if (clientOnly) createRoot(container, options).render(island)
        else hydrateRoot(container, island, options)
      }),
  }
}
