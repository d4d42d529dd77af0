import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { hashPassword } from './admin/password'
import { sessionStore } from './admin/sessions'
import { createApp } from './app'
import { openDatabase } from './db'
import { createForwarder, type MailConfig } from './mailer'
import { messageStore } from './messages'

export const TEST_PASSWORD = 'correct horse battery staple'

/** A real app on a real SQLite file in a scratch folder, for server tests. */
export async function testServer({ mail = null, transport, files = {} }: { mail?: MailConfig | null; transport?: Transporter; files?: Record<string, string> } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  const clientDir = path.join(dir, 'client')
  fs.mkdirSync(path.join(clientDir, '404'), { recursive: true })
  fs.mkdirSync(path.join(clientDir, 'es', '404'), { recursive: true })
  fs.writeFileSync(path.join(clientDir, '404', 'index.html'), '<html lang="en"><title>Page not found</title>')
  fs.writeFileSync(path.join(clientDir, 'es', '404', 'index.html'), '<html lang="es"><title>No encontramos la página</title>')
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<html lang="en"><title>Home</title>')
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true })
    fs.writeFileSync(path.join(clientDir, name), text)
  }
  const db = openDatabase(path.join(dir, 'data'))
  const messages = messageStore(db)
  const forwarder = createForwarder(messages, mail, transport)
  const app = createApp({
    clientDir,
    db,
    messages,
    sessions: sessionStore(db, 'test-secret'),
    forwarder,
    adminPasswordHash: await hashPassword(TEST_PASSWORD),
    trustProxy: true,
  })
  return {
    app,
    db,
    messages,
    forwarder,
    close() {
      forwarder.stop()
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
