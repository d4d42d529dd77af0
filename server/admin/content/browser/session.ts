import { ensureStyle } from './problems'
import { say, setup } from './setup'

/**
 * The staff member's session, as the editor page keeps it: the token its requests carry, a
 * keep-alive while the person is writing (the server ends a session after 30 minutes without a
 * request, and 8 hours after sign-in whatever happens), and a sign-in dialog in the page when the
 * session has ended, so a save waits for the person to sign in and then goes through, with
 * nothing typed lost.
 */

let token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? ''
export const csrfToken = () => token

/** How often the page says it is in use, and for how long after the last key or click. */
const KEEP_ALIVE_MS = 4 * 60_000
const ACTIVE_MS = 10 * 60_000

let lastInput = Date.now()

interface SessionAnswer {
  username: string
  csrf: string
  endsAt: number
}

/** Asks the server who is signed in (which also keeps the session alive); null when nobody is. */
async function session(send: typeof fetch): Promise<SessionAnswer | null | 'refused'> {
  const response = await send('/api/admin/content/session', { credentials: 'same-origin' })
  if (response.status === 401) return null
  if (!response.ok) return 'refused'
  const answer = (await response.json()) as SessionAnswer
  token = answer.csrf
  return answer
}

/** The token again, after the session changed under the page (a sign-in in another tab): whether it worked. */
export async function renewToken(send: typeof fetch): Promise<boolean> {
  const answer = await session(send)
  return answer !== null && answer !== 'refused'
}

/** Keeps the session alive while the page is in view and the person has typed or clicked lately. */
export function keepAlive(send: typeof fetch) {
  for (const event of ['keydown', 'input', 'pointerdown'])
    document.addEventListener(event, () => (lastInput = Date.now()), { capture: true, passive: true })
  window.setInterval(() => {
    if (document.visibilityState !== 'visible' || Date.now() - lastInput > ACTIVE_MS) return
    void session(send).then((answer) => {
      // Signed out while writing: sign in now, before the next save needs it.
      if (answer === null) void signIn(send)
    })
  }, KEEP_ALIVE_MS)
}

let pending: Promise<boolean> | undefined

/** Signs the person in again in a dialog; resolves true once they are (the same person), false if they closed it. */
export function signIn(send: typeof fetch): Promise<boolean> {
  pending ??= dialog(send).finally(() => (pending = undefined))
  return pending
}

const STYLE = `
.editor-dialog{border:0;border-radius:.75rem;padding:1.5rem;width:min(28rem,calc(100vw - 2rem));box-shadow:0 10px 40px rgba(0,0,0,.35);font:16px/1.5 system-ui,sans-serif;color:#1f2937}
.editor-dialog::backdrop{background:rgba(17,24,39,.55)}
.editor-dialog h2{margin:0 0 .5rem;font-size:1.25rem}
.editor-dialog label{display:block;margin-top:.75rem;font-weight:600}
.editor-dialog input{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.5rem .6rem;font:inherit;border:1px solid #6b7280;border-radius:.4rem}
.editor-dialog button{margin-top:1rem;font:inherit;padding:.5rem 1rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
.editor-dialog [role=alert]{color:#991b1b;margin:.75rem 0 0}
`

/** Reads the sign-in page for its form token (every sign-in form carries one). */
async function formToken(send: typeof fetch): Promise<string> {
  const page = await send('/admin/login', { credentials: 'same-origin' })
  const html = new DOMParser().parseFromString(await page.text(), 'text/html')
  return html.querySelector<HTMLInputElement>('input[name="_form"]')?.value ?? ''
}

function dialog(send: typeof fetch): Promise<boolean> {
  ensureStyle('editor-dialog-style', STYLE)
  const { user } = setup()
  const box = document.createElement('dialog')
  box.className = 'editor-dialog'
  box.setAttribute('aria-labelledby', 'editor-sign-in-title')
  box.innerHTML = `<form method="dialog" novalidate>
    <h2 id="editor-sign-in-title"></h2><p class="intro"></p>
    <label for="editor-sign-in-user"></label><input id="editor-sign-in-user" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required>
    <label for="editor-sign-in-password"></label><input id="editor-sign-in-password" name="password" type="password" autocomplete="current-password" required>
    <p role="alert" hidden></p><button type="submit"></button></form>`
  const form = box.querySelector('form') as HTMLFormElement
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
  const alert = form.querySelector('[role=alert]') as HTMLElement
  const button = form.querySelector('button') as HTMLButtonElement
  ;(form.querySelector('h2') as HTMLElement).textContent = say('signInTitle')
  ;(form.querySelector('.intro') as HTMLElement).textContent = say('signInIntro')
  ;(form.querySelector('label[for="editor-sign-in-user"]') as HTMLElement).textContent = say('username')
  ;(form.querySelector('label[for="editor-sign-in-password"]') as HTMLElement).textContent = say('password')
  button.textContent = say('signIn')
  field('username').value = user.username
  document.body.append(box)
  box.showModal()
  field('password').focus()
  const fail = (message: string) => {
    alert.textContent = message
    alert.hidden = false
    button.disabled = false
    button.textContent = say('signIn')
    field('password').select()
  }
  return new Promise<boolean>((resolve) => {
    box.addEventListener('cancel', () => {
      box.remove()
      resolve(false)
    })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      button.disabled = true
      button.textContent = say('signingIn')
      void (async () => {
        const body = new URLSearchParams({
          username: field('username').value,
          password: field('password').value,
          _form: await formToken(send),
          next: '/admin/content',
        })
        const answer = await send('/admin/login', {
          method: 'POST',
          body,
          credentials: 'same-origin',
          // A signed-in answer is a redirect: followed, it would load a page the dialog has no use for.
          redirect: 'manual',
        })
        if (answer.type !== 'opaqueredirect') {
          fail(say(answer.status === 429 ? 'signInLimited' : 'signInFailed'))
          return
        }
        const now = await session(send)
        if (now === null || now === 'refused') {
          fail(say('signInFailed'))
          return
        }
        if (now.username !== user.username) {
          fail(say('signInOther', { name: user.username }))
          return
        }
        box.close()
        box.remove()
        resolve(true)
      })().catch(() => fail(say('offline')))
    })
  })
}
