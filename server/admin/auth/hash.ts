import { createHash, randomBytes } from 'node:crypto'

/** A random secret for a cookie or a link: 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a secret: its SHA-256, so a copy of the database opens no session. */
export const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
