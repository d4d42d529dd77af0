import { getRegistry, shownIn } from '#shared/content/registry.server'
import type { Language } from '#shared/languages'
import { shellPageIds, type ShellLinks } from './navigation'

/** The shell's pages resolved to paths in `language` (their English path where they have none). */
export function shellLinks(language: Language): ShellLinks {
  const { byId } = getRegistry()
  return Object.fromEntries(
    shellPageIds.map((id) => {
      const page = byId.get(id)
      if (!page) throw new Error(`The site's navigation links to "${id}", which does not exist`)
      const shown = shownIn(page, language)
      return [id, { href: shown.path, ...(shown.language !== language && { language: shown.language }) }]
    }),
  ) as ShellLinks
}
