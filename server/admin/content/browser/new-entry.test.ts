import { describe, expect, it } from 'vitest'
import { isNewEntry } from './new-entry'

describe('a new entry', () => {
  it('is the editor’s address of a new page or person, never of one that exists', () => {
    expect(isNewEntry('#/collections/news/new')).toBe(true)
    expect(isNewEntry('#/collections/team/new?ref=list')).toBe(true)
    expect(isNewEntry('#/collections/news/entries/new')).toBe(false)
    expect(isNewEntry('#/collections/news/entries/new-exam-room')).toBe(false)
    expect(isNewEntry('#/collections/settings/entries/closures')).toBe(false)
    expect(isNewEntry('#/collections/news')).toBe(false)
  })
})
