import fs from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Decrypter, Encrypter } from 'age-encryption'

/**
 * Backups encrypted with age (age-encryption.org, through the age-encryption package): to public
 * keys given in BACKUP_AGE_RECIPIENT, so the server can write backups it cannot read back. The
 * private key stays off the server; restoring takes it on the command line.
 */
export const ENCRYPTED_SUFFIX = '.age'

/** The public keys in a BACKUP_AGE_RECIPIENT value (separated by commas or spaces), each checked. */
export function ageRecipients(value: string): string[] {
  const keys = value.split(/[\s,]+/).filter(Boolean)
  if (keys.length === 0) throw new Error('one or more age public keys (age1…)')
  for (const key of keys) {
    try {
      if (!key.startsWith('age1')) throw new Error('not an age key')
      new Encrypter().addRecipient(key)
    } catch {
      throw new Error(
        `"${key.slice(0, 12)}…" is not an age public key: give the age1… line age-keygen prints (never the AGE-SECRET-KEY line)`,
      )
    }
  }
  return keys
}

const webStream = (file: string) =>
  Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>

/** Encrypts `source` to `target` (created 0600) for `recipients`, streaming. */
export async function encryptFile(source: string, target: string, recipients: readonly string[]) {
  const encrypter = new Encrypter()
  for (const key of recipients) encrypter.addRecipient(key)
  const encrypted = await encrypter.encrypt(webStream(source))
  await pipeline(
    Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>),
    fs.createWriteStream(target, { mode: 0o600 }),
  )
  fs.chmodSync(target, 0o600)
}

/**
 * The private keys in an age identity file (the AGE-SECRET-KEY-… lines age-keygen writes; comments
 * and blank lines skipped). Throws a sentence for the person at the command line.
 */
export function readIdentityFile(file: string): string[] {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    throw new Error(`The key file ${file} cannot be read.`)
  }
  const keys = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^AGE-SECRET-KEY-/.test(line))
  if (keys.length === 0)
    throw new Error(`${file} holds no age private key (a line starting with AGE-SECRET-KEY-).`)
  return keys
}

/** Decrypts `source` to `target` (created 0600) with the private keys; a plain sentence if it cannot. */
export async function decryptFile(source: string, target: string, identities: readonly string[]) {
  const decrypter = new Decrypter()
  try {
    for (const key of identities) decrypter.addIdentity(key)
  } catch {
    throw new Error('The key file holds a key that is not a valid age private key.')
  }
  try {
    const plain = await decrypter.decrypt(webStream(source))
    await pipeline(
      Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>),
      fs.createWriteStream(target, { mode: 0o600 }),
    )
  } catch (error) {
    fs.rmSync(target, { force: true })
    const message = (error as Error).message
    throw new Error(
      /no identity matched/i.test(message)
        ? 'The file cannot be decrypted with this key: it was encrypted for another one.'
        : `The file cannot be decrypted: it is not an age file, or it is damaged (${message}).`,
    )
  }
  fs.chmodSync(target, 0o600)
}
