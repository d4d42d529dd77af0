import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface ChildServer {
  origin: string
  port: number
  dataDir: string
  child: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  cleanup(): void
}

/**
 * The real server (server/index.ts, run from source) as a separate process on loopback, with
 * its own scratch data folder and a minimal site, so a test can kill it like an operator would.
 */
export async function startChildServer(): Promise<ChildServer> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'))
  const clientDir = path.join(scratch, 'client')
  const dataDir = path.join(scratch, 'data')
  fs.mkdirSync(path.join(clientDir, '404'), { recursive: true })
  fs.writeFileSync(path.join(clientDir, '404', 'index.html'), '<!doctype html><title>Not found</title>')
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Home</title>')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'reliability',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`)
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    port,
    dataDir,
    child,
    exited,
    cleanup() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      fs.rmSync(scratch, { recursive: true, force: true })
    },
  }
}

/** A contact message a person could have sent: filled over three seconds ago, with its own key. */
export function message(key: string) {
  return {
    name: `Reliability ${key}`,
    phone: '(714) 555-0111',
    reason: 'general',
    message: `Message ${key}`,
    language: 'en',
    idempotencyKey: key,
    startedAt: Date.now() - 10_000,
  }
}
