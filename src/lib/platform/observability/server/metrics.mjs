// Plain JavaScript: the process's one Prometheus registry (prom-client), shared through a
// globalThis symbol by the front server (src/server/serve.mjs, which answers /metrics and
// times requests) and the app's bundle (./appMetrics.ts: the database pool, Redis, the outbox).
import client from 'prom-client'

const REGISTRY = Symbol.for('switchyard.metrics')

/** Request durations in seconds: from a cached page (~1 ms) to a slow report (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create() {
  const register = new client.Registry()
  client.collectDefaultMetrics({ register })
  const registers = [register]
  return {
    register,
    client,
    httpDuration: new client.Histogram({
      name: 'switchyard_http_request_duration_seconds',
      help: 'Requests answered by the front server, by route (the Next route pattern or a coarse class), method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    responseCache: new client.Counter({
      name: 'switchyard_response_cache_requests_total',
      help: "Requests the front server's response cache could answer: hit (answered from it) or miss (went to Next).",
      labelNames: ['result'],
      registers,
    }),
  }
}

/** @returns {ReturnType<typeof create>} the registry and the front server's series (made once per process). */
export function metrics() {
  const g = /** @type {any} */ (globalThis)
  return (g[REGISTRY] ??= create())
}
