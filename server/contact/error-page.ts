import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from 'parse5'
import { formFields, type ContactField } from '#shared/contact/fields'
import { contactForms, errorId, fieldId, summaryId, type FormKind } from '#shared/contact/paths'
import type { Language } from '#shared/languages'
import { islandStartScript } from '#shared/inline-code'
import { translate } from '../i18n'

type Node = DefaultTreeAdapterMap['node']
type ParentNode = DefaultTreeAdapterMap['parentNode']
type Element = DefaultTreeAdapterMap['element']

/**
 * A form posted without script that has mistakes comes back as the site's own contact page
 * (the prerendered one, in the visitor's language): every field as it was typed, each mistake
 * beside its field and in a summary at the top of the form that links to the fields. The page
 * is parsed and rewritten with parse5, so every value goes back through its serializer's
 * escaping, never into a string of HTML.
 *
 * The page is sent without its scripts: it is an answer at /api/contact, which the app has no
 * route for, and hydrating it would replace the filled form with an empty one. Without them it
 * is a plain page whose form posts again, as it did the first time.
 */

export class FormPageError extends Error {
  override name = 'FormPageError'
}

export interface PostedForm {
  kind: FormKind
  language: Language
  /** What was posted, field by field, as typed. */
  values: Record<string, unknown>
  /** Mistakes by field, and `form` for the form as a whole, in the visitor's language. */
  errors: Partial<Record<ContactField | 'form', string>>
}

const isElement = (node: Node): node is Element => 'tagName' in node

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue
    yield child
    yield* elements('content' in child ? child.content : child)
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

function setAttribute(element: Element, name: string, value: string) {
  const found = element.attrs.find((attr) => attr.name === name)
  if (found) found.value = value
  else element.attrs.push({ name, value })
}

function removeAttribute(element: Element, name: string) {
  element.attrs = element.attrs.filter((attr) => attr.name !== name)
}

function setText(element: Element, text: string) {
  for (const child of [...element.childNodes]) tree.detachNode(child)
  tree.insertText(element, text)
}

function append(parent: Element, tagName: string, attrs: Record<string, string>, text?: string): Element {
  const child = tree.createElement(
    tagName,
    parent.namespaceURI,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  )
  tree.appendChild(parent, child)
  if (text !== undefined) tree.insertText(child, text)
  return child
}

/**
 * What may go back into the page: text, without the control characters no form field holds
 * (NUL and the like; tabs and line breaks stay). Escaping is the serializer's.
 */
const printable = (value: unknown) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '') : ''

/** The page's code: its module scripts, their preloads, the island loader's start, React Router's inline data. */
function isCode(element: Element): boolean {
  if (element.tagName === 'link') return attribute(element, 'rel') === 'modulepreload'
  if (element.tagName !== 'script') return false
  if (attribute(element, 'src') !== undefined || attribute(element, 'type') === 'module') return true
  const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
  return text === islandStartScript || text.includes('__reactRouter')
}

function fill(form: Element, field: ContactField, value: string) {
  for (const control of elements(form)) {
    if (attribute(control, 'name') !== field) continue
    if (control.tagName === 'textarea') setText(control, value)
    else if (control.tagName === 'select') {
      for (const option of elements(control))
        if (option.tagName === 'option')
          if (attribute(option, 'value') === value) setAttribute(option, 'selected', '')
          else removeAttribute(option, 'selected')
    } else if (control.tagName === 'input') {
      if (attribute(control, 'type') === 'radio')
        if (attribute(control, 'value') === value) setAttribute(control, 'checked', '')
        else removeAttribute(control, 'checked')
      else setAttribute(control, 'value', value)
    }
  }
}

function closest(element: Element, tagName: string): Element | undefined {
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode)
    if (node.tagName === tagName) return node
  return undefined
}

function markMistake(byId: Map<string, Element>, form: string, field: ContactField, message: string) {
  const control = byId.get(fieldId(form, field))
  const slot = byId.get(errorId(form, field))
  if (!control || !slot) throw new FormPageError(`the page has no field ${field} in #${form}`)
  // A choice's mistake belongs to its group of buttons, as the form marks it with script.
  const described = attribute(control, 'type') === 'radio' ? closest(control, 'fieldset') : control
  if (!described) throw new FormPageError(`the choice ${field} in #${form} has no fieldset`)
  setAttribute(described, 'aria-invalid', 'true')
  const tokens = (attribute(described, 'aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  setAttribute(described, 'aria-describedby', [...new Set([...tokens, errorId(form, field)])].join(' '))
  removeAttribute(slot, 'hidden')
  setText(slot, message)
}

/** The contact page `template` (prerendered HTML) with the posted form filled and its mistakes marked. */
export function formPageWithMistakes(template: string, posted: PostedForm): string {
  const document = parse(template)
  const all = [...elements(document)]
  const byId = new Map(
    all.flatMap((element) => {
      const id = attribute(element, 'id')
      return id ? [[id, element] as const] : []
    }),
  )
  const formId = contactForms[posted.kind].id
  const form = byId.get(formId)
  const summary = byId.get(summaryId(formId))
  if (!form || form.tagName !== 'form' || !summary)
    throw new FormPageError(`the page has no form #${formId} with its error summary`)

  for (const element of all) if (isCode(element)) tree.detachNode(element)

  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(posted.language, key, values)
  const title = all.find((element) => element.tagName === 'title')
  if (title) {
    const text = title.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
    setText(title, t('contact.errorPageTitle', { title: text }))
  }

  const fields = formFields[posted.kind]
  for (const field of fields) fill(form, field, printable(posted.values[field]))

  const listed = fields.flatMap((field) => {
    const message = posted.errors[field]
    return message ? [{ field, message }] : []
  })
  for (const { field, message } of listed) markMistake(byId, formId, field, message)

  // The summary takes focus when the page opens, so a screen reader starts with what to fix.
  removeAttribute(summary, 'hidden')
  setAttribute(summary, 'autofocus', '')
  const [heading] = [...elements(summary)].filter((element) => element.tagName === 'p')
  const list = [...elements(summary)].find((element) => element.tagName === 'ul')
  if (!heading || !list) throw new FormPageError(`the error summary of #${formId} has no heading or list`)
  setText(heading, posted.errors.form ?? t('contact.errorTitle'))
  for (const { field, message } of listed)
    append(append(list, 'li', {}), 'a', { href: `#${fieldId(formId, field)}` }, message)

  return serialize(document)
}
