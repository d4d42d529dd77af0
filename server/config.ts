import path from 'node:path'

/** Server settings, from environment variables only (see README, "Configuration"). */
export interface ServerConfig {
  port: number
  host: string
  /** Prerendered pages and assets (the output of `react-router build`). */
  clientDir: string
  /** Where the SQLite database lives; created on first start. */
  dataDir: string
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`)
  return parsed
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'build/client'),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    trustProxy: env.TRUST_PROXY === 'true',
  }
}
