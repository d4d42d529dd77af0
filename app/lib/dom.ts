/**
 * Elements for the plain-TypeScript islands, which change a few words of a prerendered page:
 * text always goes in as text (never HTML), so nothing an island shows is parsed as markup.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/** A sentence that holds a phone number, the number in its own span kept on one line (`.phone-number`). */
export function withPhoneNumber(text: string, display: string): (Node | string)[] {
  const at = text.indexOf(display)
  if (at < 0) return [text]
  return [text.slice(0, at), h('span', { class: 'phone-number' }, display), text.slice(at + display.length)]
}
