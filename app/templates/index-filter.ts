/** Lowercase without accents, so "queratocono" finds "Queratocono" and "ojo" finds "Ojo". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Whether a page (its title and summary) has every word of the query. */
export function matches(item: { title: string; summary?: string }, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean)
  const haystack = normalize(`${item.title} ${item.summary ?? ''}`)
  return words.every((word) => haystack.includes(word))
}
