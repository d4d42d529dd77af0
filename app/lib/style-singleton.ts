import { useEffect } from 'react'

/**
 * A drop-in for react-style-singleton (used by react-remove-scroll, under Radix dialogs) that
 * applies its CSS through a constructed stylesheet instead of an injected <style> element,
 * which the site's Content-Security-Policy (no 'unsafe-inline' styles) would block.
 */
export function stylesheetSingleton() {
  let counter = 0
  let sheet: CSSStyleSheet | null = null
  return {
    add(css: string) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      counter++
    },
    remove() {
      counter--
      if (counter === 0 && sheet) {
        const removed = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== removed)
        sheet = null
      }
    },
  }
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton()
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles)
      return () => sheet.remove()
    }, [styles && isDynamic]) // eslint-disable-line react-hooks/exhaustive-deps -- same contract as the library
  }
}

export function styleSingleton() {
  const useStyle = styleHookSingleton()
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic)
    return null
  }
}
