import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_MESSAGE_RETENTION_DAYS, messageRetentionDays } from '#shared/message-retention'
import { getRegistry } from './registry.server'
import { renderMarkdown } from './render.server'

const saved = process.env.MESSAGE_RETENTION_DAYS
afterEach(() => {
  if (saved === undefined) delete process.env.MESSAGE_RETENTION_DAYS
  else process.env.MESSAGE_RETENTION_DAYS = saved
})

const privacy = (language: 'en' | 'es') => {
  const page = [...getRegistry().byId.values()].find((entry) => entry.id === 'pages/privacy')!
  // Rendered afresh (renderPage keeps one rendering per build).
  return renderMarkdown(page.body[language]!, language, page.files[language]!).html.replace(/<[^>]+>/g, '')
}

describe('message retention on the privacy page', () => {
  it('says the period the server deletes messages after, in both languages', () => {
    delete process.env.MESSAGE_RETENTION_DAYS
    expect(DEFAULT_MESSAGE_RETENTION_DAYS).toBe(365)
    expect(privacy('en')).toContain('We delete each message 365 days after it arrives.')
    expect(privacy('es')).toContain('Borramos cada mensaje 365 días después de recibirlo.')
    process.env.MESSAGE_RETENTION_DAYS = '730'
    expect(privacy('en')).toContain('730 days after it arrives')
    expect(privacy('es')).toContain('730 días después')
    expect(privacy('en')).toContain('13 months')
    expect(privacy('es')).toContain('13 meses')
  })

  it('refuses a period that is not a whole number of days', () => {
    expect(messageRetentionDays(undefined)).toBe(365)
    expect(messageRetentionDays('30')).toBe(30)
    for (const bad of ['0', '-5', '1.5', 'a year'])
      expect(() => messageRetentionDays(bad)).toThrow(/MESSAGE_RETENTION_DAYS/)
  })
})
