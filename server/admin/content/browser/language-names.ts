/**
 * Decap names the languages of a two-language page by their codes: the switch above each column
 * says "Writing in ES" and offers "en" and "es". Here the switch names them in words, in the
 * staff member's language ("Writing in Spanish", "Escribiendo en español"; "English", "Inglés"),
 * on the switch's own elements only (Decap's `LocaleButton` and `LocaleDropdown`), whenever
 * Decap draws them again.
 */

/** The switch's elements, by the names Decap's styles give them. */
const SWITCH = '[class*="-LocaleButton"], [class*="-LocaleDropdown"]'

/** `text` with a language code in it, by itself or in capitals in a sentence, named in words. */
export function withLanguageNames(
  text: string,
  nameOf: (code: string) => string | undefined,
  staffLanguage: string,
): string {
  const code = /^\s*([a-z]{2})\s*$/.exec(text)?.[1]
  if (code) {
    const name = nameOf(code)
    return name ? text.replace(code, name.charAt(0).toLocaleUpperCase(staffLanguage) + name.slice(1)) : text
  }
  return text.replace(/\b([A-Z]{2})\b/g, (code) => nameOf(code.toLowerCase()) ?? code)
}

export function nameLanguages(staffLanguage: string, codes: readonly string[]) {
  const names = new Intl.DisplayNames([staffLanguage], { type: 'language' })
  const nameOf = (code: string) => (codes.includes(code) ? names.of(code) : undefined)
  const rename = () => {
    for (const element of document.querySelectorAll(SWITCH)) {
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = node.nodeValue ?? ''
        const named = withLanguageNames(text, nameOf, staffLanguage)
        // Set only when it differs: this change is itself observed.
        if (named !== text) node.nodeValue = named
      }
    }
  }
  new MutationObserver(rename).observe(document.body, { childList: true, subtree: true, characterData: true })
}
