// autocannon ships no types: only what scripts/bench/load.ts uses of it.
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    headers?: Record<string, string>
  }

  /** Requests per second, or latency in milliseconds, over the run. */
  interface Histogram {
    average: number
    p50: number
    p99: number
  }

  interface Result {
    requests: Histogram
    latency: Histogram
    /** Responses outside 200–299. */
    non2xx: number
    errors: number
    timeouts: number
  }

  /** Without a callback, the run's result comes as a promise. */
  function autocannon(options: Options): Promise<Result>
  export = autocannon
}
