// Server throughput and latency with autocannon: many keep-alive connections, compressed like a browser.
import autocannon from 'autocannon'

export async function loadTest(url, { connections = 50, duration = 10, warmup = 2 } = {}) {
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
