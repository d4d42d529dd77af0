import { describe, expect, it } from 'vitest'
import { isImmutable } from './static'

describe('isImmutable (cached for a year)', () => {
  it('covers hashed assets and the search index chunks', () => {
    expect(isImmutable('build/client/assets/root-Ab12.js')).toBe(true)
    expect(isImmutable('build/client/pagefind/fragment/en_cdbffa3.pf_fragment')).toBe(true)
    expect(isImmutable('build/client/pagefind/index/es_d6715a8.pf_index')).toBe(true)
    expect(isImmutable('build/client/pagefind/pagefind.en_50e9863ccd.pf_meta')).toBe(true)
  })

  it('leaves pages and the fixed-name search files to revalidation', () => {
    expect(isImmutable('build/client/conditions/dry-eye/index.html')).toBe(false)
    expect(isImmutable('build/client/pagefind/pagefind.js')).toBe(false)
    expect(isImmutable('build/client/pagefind/wasm.en.pagefind')).toBe(false)
    expect(isImmutable('build/client/pagefind/pagefind-entry.json')).toBe(false)
    expect(isImmutable('build/client/sitemap.xml')).toBe(false)
  })
})
