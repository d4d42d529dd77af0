import type { ClientWords } from '../phrases'
import type { EditorSetup } from '../editor-setup'

/** The editor's setup (/admin/content/config.json), once loaded: everything the page says and picks from. */
let loaded: EditorSetup | undefined

export async function loadSetup(): Promise<EditorSetup> {
  const response = await fetch('/admin/content/config.json', { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`the editor's configuration did not load (${response.status})`)
  loaded = (await response.json()) as EditorSetup
  return loaded
}

export function setup(): EditorSetup {
  if (!loaded) throw new Error('the editor is not set up yet')
  return loaded
}

/** A sentence of the page, with `{{name}}` filled in. */
export function say(key: keyof ClientWords, values: Record<string, string | number> = {}): string {
  const words = loaded?.words
  const text = words ? words[key] : key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** Today in the practice's time zone, YYYY-MM-DD. */
export function today(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: loaded?.timeZone ?? 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date())
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** A day as people read it in the editor's language: "Mon, Nov 30" / "lun, 30 nov". */
export function sayDay(day: string, withYear = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  return new Intl.DateTimeFormat(loaded?.language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}
