import type { RefusalAnswer } from '../editor-setup'
import { say } from './setup'

/**
 * The server's refusal of a save, shown over the form until the next save goes through: a
 * sentence, and each problem in the staff member's words, naming the page and the field as the
 * editor labels them.
 */

export type ServerProblem = NonNullable<RefusalAnswer['problems']>[number]

/** Replaces the problems with a refusal's, and shows them. */
export function refused(answer: RefusalAnswer) {
  notice(answer.error, answer.problems ?? [])
}

/** A save went through: nothing is refused any more. */
export function saved() {
  hideNotice()
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
    for (const problem of problems)
      list.append(Object.assign(document.createElement('li'), { textContent: problem.message }))
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
