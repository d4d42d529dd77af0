import { describe, expect, it } from 'vitest'
import { getRegistry } from './registry.server'
import { renderPage } from './render.server'

describe('content', () => {
  it('parses every file and renders every page with its required sections', () => {
    const registry = getRegistry()
    for (const page of registry.pages) {
      for (const language of ['en', 'es'] as const) {
        if (page.data[language]) expect(() => renderPage(page, language)).not.toThrow()
      }
    }
  })
})
