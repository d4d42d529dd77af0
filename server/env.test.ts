import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError } from '#shared/env'
import { practice } from '#shared/practice'
import { readConfig } from './config'

describe('server settings', () => {
  it('has a working default for every variable', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      clientDir: path.resolve('build/client'),
      dataDir: path.resolve('data'),
      trustProxy: false,
      backupDir: null,
      messageRetentionDays: 365,
      siteOrigin: practice.origin,
      owner: { passwordHash: null, password: null },
      sessionSecret: null,
      mail: null,
    })
  })

  it('builds the mail settings from the SMTP variables', () => {
    const { mail } = readConfig({
      SMTP_HOST: 'smtp.example.test',
      SMTP_PORT: '465',
      SMTP_TLS_REJECT_UNAUTHORIZED: 'false',
    })
    expect(mail).toMatchObject({
      host: 'smtp.example.test',
      port: 465,
      secure: true,
      rejectUnauthorized: false,
    })
    expect(readConfig({ SMTP_HOST: 'smtp.example.test' }).mail).toMatchObject({
      port: 587,
      secure: false,
      rejectUnauthorized: true,
      to: practice.email,
    })
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['TRUST_PROXY', 'yes'],
    ['ANALYTICS_RATE_LIMIT', '0'],
    ['MESSAGE_RETENTION_DAYS', '1.5'],
    ['GEOLOCATION_URL', 'ftp://example.test/{ip}'],
    ['SITE_ORIGIN', 'www.example.com'],
    ['SMTP_PORT', '-1'],
    ['SMTP_SECURE', 'maybe'],
    ['SMTP_TLS_REJECT_UNAUTHORIZED', 'no'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(EnvError)
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`^Invalid server setting:\\n  ${name}: `))
  })

  it('names every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', TRUST_PROXY: 'x' })).toThrow(/PORT: .*\n {2}TRUST_PROXY: /)
  })
})
