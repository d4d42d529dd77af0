import { describe, expect, it } from 'vitest'
import { sentenceExcerpt, type ExcerptPart } from './excerpt'

const text = (parts: ExcerptPart[]) =>
  parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join('')
const at = (content: string, word: string) => content.split(' ').indexOf(word)

describe('sentenceExcerpt', () => {
  const content =
    'Dry eye. Your eyes need tears to stay comfortable. When the glands in the lids clog, tears dry too fast and the eyes burn. We can help.'

  it('begins at the start of the sentence that holds the match, and marks the matched words', () => {
    const parts = sentenceExcerpt(content, [{ location: at(content, 'fast'), score: 1 }], { length: 8 })
    expect(text(parts)).toBe('When the glands in the lids clog, tears dry too [fast] and the eyes burn. We …')
  })

  it('leaves out the page title the text begins with: the result shows it already', () => {
    const parts = sentenceExcerpt(
      content,
      [
        { location: 0, score: 49 },
        { location: 1, score: 49 },
      ],
      {
        title: 'Dry eye',
        length: 6,
      },
    )
    expect(text(parts)).toBe('Your eyes need tears to stay …')
  })

  it('starts mid-sentence with an ellipsis when the sentence began too far back', () => {
    const long = `Intro. ${Array.from({ length: 60 }, (_, index) => `w${index}`).join(' ')} end.`
    const parts = sentenceExcerpt(long, [{ location: 31, score: 1 }], { length: 7, lookBack: 10 })
    expect(text(parts)).toBe('… w27 w28 w29 [w30] w31 w32 w33 w34 w35 …')
  })

  it('reaches the first match when the sentence start is further back than the window', () => {
    const long = `Intro. ${Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ')} end.`
    const parts = sentenceExcerpt(long, [{ location: 20, score: 1 }], { length: 5 })
    expect(text(parts)).toBe(
      'Intro. w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 [w19] w20 w21 w22 w23 w24 …',
    )
  })

  it('shows the beginning of the text when nothing in the body matched (a match in the title or terms)', () => {
    expect(text(sentenceExcerpt(content, [], { title: 'Dry eye', length: 5 }))).toBe(
      'Your eyes need tears to …',
    )
  })

  it('keeps markup as text: React escapes it, nothing is parsed as HTML', () => {
    const parts = sentenceExcerpt('<img src=x onerror=alert(1)> is text.', [{ location: 0, score: 1 }])
    expect(parts[0]).toEqual({ text: '<img', marked: true })
  })

  it('prefers a capital after a sentence’s end to a label’s colon or a list item', () => {
    const banner = 'Urgent: call an eye doctor today. Do this now. Rest your eyes.'
    expect(text(sentenceExcerpt(banner, [{ location: at(banner, 'doctor'), score: 1 }], { length: 6 }))).toBe(
      'Urgent: call an eye [doctor] today. Do this now. Rest …',
    )
    const list = 'see us if you have: flashes of light. a dark curtain.'
    expect(text(sentenceExcerpt(list, [{ location: at(list, 'curtain.'), score: 1 }], { length: 4 }))).toBe(
      'A dark [curtain.]',
    )
  })
})
