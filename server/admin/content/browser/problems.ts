import type { RefusalAnswer } from '../editor-setup'
import { say } from './setup'

/**
 * The server's refusal of a save, shown until the next save goes through: each problem in the
 * staff member's words beside the field it names (under the field's control, and read out with the
 * field: `aria-describedby`, `aria-invalid`), and all of them in a notice with a button to each
 * field, naming the page and the field as the editor labels them. What Decap itself says beside a
 * field before sending anything is read out with the field the same way (describeDecapProblems).
 */

export type ServerProblem = NonNullable<RefusalAnswer['problems']>[number]

/** Replaces the problems with a refusal's, and shows them. */
export function refused(answer: RefusalAnswer) {
  clearBeside()
  notice(answer.error, answer.problems ?? [])
}

/** A save went through: nothing is refused any more. */
export function saved() {
  clearBeside()
  hideNotice()
}

/**
 * The control of the field a problem names, where the form shows it. Decap names a field's
 * control `<name>-field-<n>`, in the order of the form: in a page of two languages, the English
 * pane's, then the Spanish pane's; in a list, one per item, in the items' order (a closed item
 * keeps its fields, hidden). Null whenever that order cannot say which control it is (a field
 * inside a list inside a list, a language half, the other pane not shown): the notice still
 * names the field in words.
 */
export function fieldControl(problem: ServerProblem, root: ParentNode = document): HTMLElement | null {
  const parts = problem.path ?? []
  const names = parts.filter((part): part is string => typeof part === 'string')
  const items = parts.filter((part): part is number => typeof part === 'number')
  const name = names.at(-1)
  if (!name || items.length > 1 || (items.length === 1 && /^(en|es)$/.test(name))) return null
  const pattern = new RegExp(`^${name.replace(/[^\w-]/g, '')}-field-\\d+$`)
  const controls = [...root.querySelectorAll<HTMLElement>('[id*="-field-"]')].filter((element) =>
    pattern.test(element.id),
  )
  const place = items[0] ?? 0
  if (problem.locale === null)
    return items.length === 1
      ? (controls[place] ?? null)
      : controls.length === 1
        ? (controls[0] ?? null)
        : null
  // The English pane comes first, so its controls do too; the Spanish pane's field is the second
  // of two (a Spanish list item's place cannot be told from whether that pane is open).
  if (problem.locale === 'en') return controls[place] ?? null
  return items.length === 0 && controls.length === 2 ? (controls[1] ?? null) : null
}

const BESIDE = 'editor-field-problem'
let marked: HTMLElement[] = []

/** Takes the problems shown beside fields away. */
function clearBeside() {
  for (const element of document.querySelectorAll(`.${BESIDE}`)) element.remove()
  for (const control of marked) {
    control.removeAttribute('aria-invalid')
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && !id.startsWith(BESIDE))
    if (described.length) control.setAttribute('aria-describedby', described.join(' '))
    else control.removeAttribute('aria-describedby')
  }
  marked = []
}

/** The problem under the label of its field; the field's control says it is the one in question. */
function showBeside(problem: ServerProblem, control: HTMLElement, index: number) {
  const id = `${BESIDE}-${index}`
  // Under the field's own label the reason is enough: "Last day: The last day is before the first."
  const field = problem.message.slice(problem.message.lastIndexOf(' › ') + 3)
  const message = Object.assign(document.createElement('p'), {
    id,
    className: BESIDE,
    textContent: field || problem.message,
  })
  message.dataset.testid = 'field-problem'
  // Right under the control, in the box that holds the field's label and control.
  const label = document.querySelector(`label[for="${CSS.escape(control.id)}"]`)
  const holder = label?.parentElement
  if (holder?.contains(control)) {
    let box: HTMLElement = control
    while (box.parentElement && box.parentElement !== holder) box = box.parentElement
    box.after(message)
  } else if (label) label.after(message)
  else control.before(message)
  control.setAttribute('aria-invalid', 'true')
  const described = control.getAttribute('aria-describedby')
  control.setAttribute('aria-describedby', described ? `${described} ${id}` : id)
  marked.push(control)
}

/** Decap's list of what is wrong with a field, under the field's label (its styles' name). */
const DECAP_ERRORS = '[class*="-ControlErrorsList"]'
const DECAP_BESIDE = 'editor-decap-problem'

/**
 * What Decap says beside a field before it sends anything (a required field left empty, a text too
 * short) is read out with the field too: each list Decap shows under a field's label describes the
 * field's control and marks it invalid, as the server's refusals do, whenever Decap draws the form
 * again; when the list goes, so do the marks (those of a server's refusal stay until the next save).
 */
export function describeDecapProblems(root: HTMLElement = document.body) {
  let linked = new Map<HTMLElement, string>()
  const link = () => {
    const now = new Map<HTMLElement, string>()
    for (const list of root.querySelectorAll<HTMLElement>(DECAP_ERRORS)) {
      const label = list.previousElementSibling
      const control =
        label instanceof HTMLLabelElement && label.htmlFor && document.getElementById(label.htmlFor)
      if (!control) continue
      list.id ||= `${DECAP_BESIDE}-${control.id}`
      now.set(control, list.id)
    }
    for (const [control, id] of linked)
      if (now.get(control) !== id) {
        const described = (control.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter((other) => other && other !== id)
        if (described.length) control.setAttribute('aria-describedby', described.join(' '))
        else control.removeAttribute('aria-describedby')
        if (!described.some((other) => other.startsWith(BESIDE))) control.removeAttribute('aria-invalid')
      }
    for (const [control, id] of now) {
      const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
      if (!described.includes(id)) control.setAttribute('aria-describedby', [...described, id].join(' '))
      control.setAttribute('aria-invalid', 'true')
    }
    linked = now
  }
  // Only the form's elements are watched, not their attributes: the marks set here start nothing.
  new MutationObserver(link).observe(root, { childList: true, subtree: true })
}

const STYLE = `
.editor-notice{position:fixed;z-index:400;left:50%;bottom:1.5rem;transform:translateX(-50%);width:min(46rem,calc(100vw - 2rem));max-height:45vh;overflow:auto;background:#fff;color:#1f2937;border:2px solid #b91c1c;border-radius:.75rem;box-shadow:0 10px 30px rgba(0,0,0,.25);padding:1rem 1.25rem;font:15px/1.5 system-ui,sans-serif}
.editor-notice h2{margin:0 0 .25rem;font-size:1.1rem;color:#991b1b}
.editor-notice p{margin:0 0 .5rem}
.editor-notice ul{margin:0;padding-left:1.25rem}
.editor-notice li{margin:.35rem 0}
.editor-notice button{font:inherit;cursor:pointer;border-radius:.4rem;border:1px solid #6b7280;background:#f9fafb;padding:.15rem .6rem;margin-left:.4rem}
.editor-notice button:focus-visible,.editor-dialog button:focus-visible,.editor-dialog input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.editor-notice .editor-notice-close{position:absolute;top:.6rem;right:.6rem}
.editor-field-problem{flex:1 1 100%;width:100%;box-sizing:border-box;margin:.35rem 0 .25rem;padding:.35rem .6rem;border-left:4px solid #b91c1c;background:#fef2f2;color:#7f1d1d;font:14px/1.45 system-ui,sans-serif;white-space:normal}
.editor-field-problem::before{content:"⚠ ";}
`

export function ensureStyle(id: string, css: string) {
  if (document.getElementById(id)) return
  const style = document.createElement('style')
  style.id = id
  style.textContent = css
  document.head.append(style)
}

let panel: HTMLElement | undefined

/** The notice above the form: a sentence, and each problem with a button to its field. */
export function notice(sentence: string, problems: readonly ServerProblem[] = []) {
  ensureStyle('editor-notice-style', STYLE)
  panel ??= Object.assign(document.createElement('section'), { className: 'editor-notice' })
  panel.setAttribute('role', 'alert')
  panel.setAttribute('aria-labelledby', 'editor-notice-title')
  panel.setAttribute('data-testid', 'editor-notice')
  panel.replaceChildren()
  const title = Object.assign(document.createElement('h2'), {
    id: 'editor-notice-title',
    textContent: say('notSavedTitle'),
  })
  const text = Object.assign(document.createElement('p'), { textContent: sentence })
  panel.append(title, text)
  if (problems.length > 0) {
    const list = document.createElement('ul')
    problems.forEach((problem, index) => {
      const item = Object.assign(document.createElement('li'), { textContent: problem.message })
      const control = fieldControl(problem)
      if (control) {
        // The notice says it all even if the form is laid out otherwise than expected.
        try {
          showBeside(problem, control, index)
        } catch {
          // Shown in the notice only.
        }
        const go = Object.assign(document.createElement('button'), {
          type: 'button',
          textContent: say('goToField'),
        })
        go.addEventListener('click', () => {
          control.scrollIntoView({ block: 'center' })
          control.focus()
        })
        item.append(' ', go)
      }
      list.append(item)
    })
    panel.append(Object.assign(document.createElement('p'), { textContent: say('problemsIntro') }), list)
  }
  const close = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'editor-notice-close',
    textContent: say('dismiss'),
  })
  close.addEventListener('click', hideNotice)
  panel.append(close)
  panel.hidden = false
  if (!panel.isConnected) document.body.append(panel)
}

export function hideNotice() {
  if (panel) panel.hidden = true
}
