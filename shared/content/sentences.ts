/** A text cut into sentences: after . ! or ? and a space, before a capital letter or a digit. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[¿¡"“(]?[\p{Lu}\d])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}
