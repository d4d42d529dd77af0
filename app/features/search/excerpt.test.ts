import { describe, expect, it } from 'vitest'
import { excerptParts } from './excerpt'

describe('excerptParts', () => {
  it('splits an excerpt into plain and marked parts', () => {
    expect(excerptParts('Symptoms of <mark>dry</mark> <mark>eye</mark> include')).toEqual([
      { text: 'Symptoms of ', marked: false },
      { text: 'dry', marked: true },
      { text: ' ', marked: false },
      { text: 'eye', marked: true },
      { text: ' include', marked: false },
    ])
  })

  it('never passes markup through: other tags are dropped, entities decoded once', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>A &lt;b&gt; &amp; <mark>q&#39;s</mark>')
    expect(parts).toEqual([
      { text: 'A <b> & ', marked: false },
      { text: "q's", marked: true },
    ])
  })
})
