/**
 * Copy buttons (ui/copy-field.tsx): each names the read-only field it copies and the status line
 * that says what happened. Without this script the buttons stay hidden and the field, selectable
 * by hand, is the way to copy. Typed and linted here; the page gets the function's own text
 * (`copyButtonScript`), so it runs the same from the sources and from the bundled server.
 */
function copyButtons() {
  for (const button of document.querySelectorAll('button[data-copy]')) {
    if (!(button instanceof HTMLButtonElement)) continue
    const field = document.getElementById(button.dataset.copy ?? '')
    const status = document.getElementById(button.dataset.status ?? '')
    if (!(field instanceof HTMLInputElement) || !status) continue
    button.hidden = false
    button.addEventListener('click', () => {
      const say = (text: string | undefined) => {
        status.textContent = text ?? ''
      }
      // The browser copies only on a secure page (HTTPS or this computer); otherwise the text is
      // selected for the keyboard's copy.
      navigator.clipboard.writeText(field.value).then(
        () => {
          say(button.dataset.copied)
        },
        () => {
          field.focus()
          field.select()
          say(button.dataset.select)
        },
      )
    })
  }
}

export const copyButtonScript = `'use strict';(${copyButtons.toString()})()\n`
