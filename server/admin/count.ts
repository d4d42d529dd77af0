/**
 * "1 message", "2 messages": counts as the audit trail's recorded detail writes them, in English
 * (the language of its export). Pages word counts in the reader's language (i18n.ts, `plural`).
 */
export const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
