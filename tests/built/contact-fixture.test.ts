import fs from 'node:fs'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'
import { languages } from '../../shared/languages'
import { builtHtml } from '../e2e/built-page'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const fixture = (language: string) =>
  fs.readFileSync(
    new URL(`../../server/contact/fixtures/contact-page.${language}.html`, import.meta.url),
    'utf8',
  )

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child)
  if ('content' in node) yield* elements(node.content)
}

/**
 * What a browser without script posts to the contact API: each form's id, where and how it posts, and its fields
 * (name, type, the value of a hidden field or a choice, required, length limit), in order.
 */
function forms(html: string): string[] {
  const lines: string[] = []
  for (const form of elements(parse(html))) {
    if (form.tagName !== 'form' || attribute(form, 'action') !== '/api/contact') continue
    lines.push(`form #${attribute(form, 'id')} ${attribute(form, 'method')} ${attribute(form, 'action')}`)
    for (const field of elements(form)) {
      if (!['input', 'select', 'textarea'].includes(field.tagName)) continue
      const type = attribute(field, 'type') ?? field.tagName
      const value = ['hidden', 'radio', 'checkbox'].includes(type) ? `=${attribute(field, 'value')}` : ''
      const required = field.attrs.some((attr) => attr.name === 'required') ? ' required' : ''
      const limit = attribute(field, 'maxlength') ? ` max ${attribute(field, 'maxlength')}` : ''
      lines.push(`  ${attribute(field, 'name')} ${type}${value}${required}${limit}`)
    }
  }
  return lines
}

/**
 * The server's no-script tests (server/contact/no-script.test.ts, routes.test.ts) post the contact
 * page's forms from a trimmed copy of the page: the copy must post what the built page posts.
 */
describe('the contact page the server tests post from', () => {
  for (const language of languages)
    it(`holds the built ${language} page's forms, field for field`, () => {
      const built = forms(builtHtml(language === 'en' ? '/contact' : '/es/contact'))
      expect(built.filter((line) => line.startsWith('form ')).length).toBe(2)
      expect(built.length).toBeGreaterThan(20)
      expect(forms(fixture(language))).toEqual(built)
    })

  it('would see a field gone from the copy', () => {
    const page = fixture('en')
    expect(forms(page.replace(/<input[^>]*name="email"[^>]*>/, ''))).not.toEqual(forms(page))
  })
})
