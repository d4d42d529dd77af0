import { useTranslation } from 'react-i18next'
import { linkLanguageAttribute, linkLanguageClass } from '#shared/content/link-language'
import type { Language } from '#shared/languages'

/**
 * The visible "(en inglés)" after the text of a link whose page is not in the reader's
 * language (English-only pages, from a Spanish page). Goes inside the link, so it is part of
 * the link's name; the link itself carries `hrefLang`. The Markdown renderer writes the same
 * note into page bodies (render.server.ts).
 */
export function LinkLanguage({ language }: { language: Language | undefined }) {
  const { t } = useTranslation()
  if (!language) return null
  return (
    <>
      {' '}
      <span {...{ [linkLanguageAttribute]: language }} className={linkLanguageClass}>
        {t(`link.language.${language}`)}
      </span>
    </>
  )
}
