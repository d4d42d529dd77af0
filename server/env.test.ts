import path from 'node:path'
import { generateIdentity, identityToRecipient } from 'age-encryption'
import { describe, expect, it } from 'vitest'
import { EnvError } from '#shared/env'
import { practice } from '#shared/practice'
import { hashPassword } from './admin/auth/password'
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
      contactRateLimit: 8,
      backupDir: null,
      messageRetentionDays: 365,
      siteOrigin: practice.origin,
      owner: { passwordHash: null, password: null },
      sessionSecret: null,
      mail: null,
      adminOrigin: practice.origin,
      backupRecipients: [],
      allowRoot: false,
      production: false,
      // The office's content and releases live with its data, outside the code.
      contentDir: path.resolve('data/content'),
      releasesDir: path.resolve('data/releases'),
      hstsIncludeSubdomains: false,
    })
    expect(readConfig({ DATA_DIR: '/srv/solana' })).toMatchObject({
      contentDir: '/srv/solana/content',
      releasesDir: '/srv/solana/releases',
    })
    expect(readConfig({ HSTS_INCLUDE_SUBDOMAINS: 'true' }).hstsIncludeSubdomains).toBe(true)
  })

  it('reads the security settings: the links’ origin, the backups’ public keys, the owner’s hash', async () => {
    const recipient = await identityToRecipient(await generateIdentity())
    const other = await identityToRecipient(await generateIdentity())
    const config = readConfig({
      ADMIN_ORIGIN: 'https://admin.example.com/ignored/path',
      BACKUP_AGE_RECIPIENT: `${recipient}, ${other}`,
      ADMIN_PASSWORD_HASH: await hashPassword('a passphrase for the owner'),
      NODE_ENV: 'production',
      ALLOW_ROOT: 'true',
    })
    expect(config).toMatchObject({
      adminOrigin: 'https://admin.example.com',
      backupRecipients: [recipient, other],
      allowRoot: true,
      production: true,
    })
    expect(readConfig({ SITE_ORIGIN: 'https://www.example.org' }).adminOrigin).toBe('https://www.example.org')
    expect(readConfig({ ADMIN_ORIGIN: 'http://localhost:3000' }).adminOrigin).toBe('http://localhost:3000')
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
    ['CONTACT_RATE_LIMIT', 'many'],
    ['MESSAGE_RETENTION_DAYS', '1.5'],
    ['GEOLOCATION_URL', 'ftp://example.test/{ip}'],
    ['SITE_ORIGIN', 'www.example.com'],
    ['SMTP_PORT', '-1'],
    ['SMTP_SECURE', 'maybe'],
    ['SMTP_TLS_REJECT_UNAUTHORIZED', 'no'],
    // Links with a secret in them never travel over plain HTTP beyond this machine.
    ['ADMIN_ORIGIN', 'http://admin.example.com'],
    ['ADMIN_ORIGIN', 'admin.example.com'],
    ['BACKUP_AGE_RECIPIENT', 'age1notakey'],
    // The private key in the public key's place: refused, and not echoed whole.
    ['BACKUP_AGE_RECIPIENT', 'AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ'],
    ['ADMIN_PASSWORD_HASH', 'my password'],
    [
      'ADMIN_PASSWORD_HASH',
      'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
    ],
    ['ALLOW_ROOT', 'yes'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(EnvError)
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`^Invalid server setting:\\n  ${name}: `))
    if (value.startsWith('AGE-SECRET-KEY'))
      expect(() => readConfig({ [name]: value })).not.toThrow(value.slice(12))
  })

  it('names every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', TRUST_PROXY: 'x' })).toThrow(/PORT: .*\n {2}TRUST_PROXY: /)
  })
})
