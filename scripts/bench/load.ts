// Server throughput and latency with autocannon: many keep-alive connections, compressed like a browser.
import autocannon from 'autocannon'

/** A line of the report's server table. */
export interface LoadResult {
  /** The path measured. */
  url: string
  connections: number
  durationSeconds: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  non2xx: number
  /** Failed requests and timeouts. */
  errors: number
}

export async function loadTest(
  url: string,
  { connections = 50, duration = 10, warmup = 2 } = {},
): Promise<LoadResult> {
  // A short first round fills the server's file cache and warms the JIT; it is not counted.
  await autocannon({ url, connections, duration: warmup, headers: { 'accept-encoding': 'br, gzip' } })
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' },
  })
  return {
    url: new URL(url).pathname,
    connections,
    durationSeconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
