import { describe, expect, it } from 'vitest'
import { listedTerms, medicalFacts, plainText, sectionHtml } from './medical-facts'

const html = `
<h2 id="symptoms">Symptoms</h2>
<p>You may notice:</p>
<ul>
<li>burning, stinging or scratchy eyes</li>
<li>red eyes. They look worse at night; rest helps.</li>
<li>a narrowing view, like looking through a tube (<a href="/conditions/tunnel-vision">tunnel vision</a>)</li>
</ul>
<h2 id="treatment">Treatment</h2>
<h3>Home care</h3><p>Warm compresses.</p>
<h3>Punctal plugs</h3><p>Tiny plugs.</p>
<ul><li><strong>Steroid drops</strong> for a short time.</li><li><strong>Low-dose pills.</strong> They calm the glands.</li></ul>
<h2 id="urgent-care">When to call</h2>
<ul><li>sudden vision loss</li></ul>`

describe('medicalFacts', () => {
  it('names a condition’s symptoms from its list, first clause only, capitalized', () => {
    expect(medicalFacts('condition', html)?.symptoms).toEqual([
      'Burning, stinging or scratchy eyes',
      'Red eyes',
      'A narrowing view, like looking through a tube (tunnel vision)',
    ])
  })

  it('prefers bold leads, then sub-headings, for treatments', () => {
    expect(medicalFacts('condition', html)?.treatments).toEqual(['Steroid drops', 'Low-dose pills'])
    const headingsOnly = html.replace(/<ul><li><strong>[\s\S]*?<\/ul>/, '')
    expect(medicalFacts('condition', headingsOnly)?.treatments).toEqual(['Home care', 'Punctal plugs'])
  })

  it('falls back to the treatment pages a prose section links to', () => {
    const prose =
      '<h2 id="treatment">Treatment</h2><p>The fix is a <a href="/laser-treatments/blepharoplasty">blepharoplasty</a>; see <a href="/conditions/ptosis">ptosis</a>.</p>'
    expect(medicalFacts('condition', prose, ['/laser-treatments/'])?.treatments).toEqual(['Blepharoplasty'])
    expect(medicalFacts('condition', prose)?.treatments).toEqual([])
  })

  it('leaves the "(en inglés)" note of a link to an English-only page out of the names', () => {
    const spanish =
      '<h2 id="treatment">Tratamiento</h2><p>Se corrige con una <a href="/laser-treatments/blepharoplasty" hreflang="en">blefaroplastia <span data-link-language="en" class="whitespace-nowrap">(en inglés)</span></a>.</p>' +
      '<h2 id="symptoms">Síntomas</h2><ul><li>Párpado caído (<a href="/laser-treatments/ptosis-repair-surgery" hreflang="en">cirugía <span data-link-language="en" class="whitespace-nowrap">(en inglés)</span></a>)</li><li>Cansancio</li></ul>'
    const facts = medicalFacts('condition', spanish, ['/laser-treatments/'])
    expect(facts?.treatments).toEqual(['Blefaroplastia'])
    expect(facts?.symptoms).toEqual(['Párpado caído (cirugía)', 'Cansancio'])
  })

  it('reads how a procedure is done from its first how-it-works paragraph', () => {
    const treatment =
      '<h2 id="how-it-works">How it works</h2><p>Drops of <em>riboflavin</em> &amp; UV light.</p><p>Later.</p>'
    expect(medicalFacts('treatment', treatment)).toEqual({
      symptoms: [],
      treatments: [],
      howPerformed: 'Drops of riboflavin & UV light.',
    })
    expect(medicalFacts('page', treatment)).toBeUndefined()
  })

  it('stays inside the section it reads', () => {
    expect(sectionHtml(html, 'treatment')).not.toContain('sudden vision loss')
    expect(listedTerms(sectionHtml(html, 'missing'), ['items'])).toEqual([])
  })
})

describe('plainText', () => {
  it('drops tags and decodes entities', () => {
    expect(plainText('<p>Sjögren&#39;s &amp; <strong>dry</strong> eye &quot;now&quot;&#x21;</p>')).toBe(
      'Sjögren\'s & dry eye "now"!',
    )
  })
})
