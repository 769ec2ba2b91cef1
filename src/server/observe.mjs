// Plain JavaScript: what the front server (src/server/serve.mjs) records of each request: its
// id (X-Request-Id, on every answer and every log line made while serving it), one access-log
// line when the answer is done, its duration in the metrics, and /metrics itself.
import { requestContext } from '../lib/platform/observability/server/log.mjs'
import { metrics } from '../lib/platform/observability/server/metrics.mjs'
import { metricsAccess } from './metricsAccess.mjs'
import { requestIdOf } from './requestId.mjs'
import { routeClassifier } from './routes.mjs'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Paths probed all day by balancers and scrapers: their lines are at debug. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics'])

/** The path of a request target and the names of its query's keys (their values may be personal: a search, an e-mail). */
function targetOf(url) {
  try {
    const u = new URL(url ?? '/', 'http://switchyard.invalid')
    return { path: u.pathname, query: [...new Set(u.searchParams.keys())].slice(0, 20) }
  } catch {
    return { path: '(unreadable)', query: [] }
  }
}

/**
 * @param {{ log: import('pino').Logger, dir: string, trustedHops: number, metricsAllow: string | undefined }} options
 */
export function createObserver({ log, dir, trustedHops, metricsAllow }) {
  const { register, httpDuration, responseCache } = metrics()
  const routeOf = routeClassifier(dir)
  const allowed = metricsAccess(metricsAllow)

  /**
   * Starts a request: its id (kept from a trusted proxy, else new) on the request for Next and on
   * the answer, and the line and timing when the answer is done. Runs `work` in the request's
   * context. Returns `note`, where the server records what the log line says beyond the answer.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {(note: { client?: string, cache?: 'hit' | 'miss' }) => void} work
   */
  function serve(req, res, work) {
    const id = requestIdOf(req.headers['x-request-id'], trustedHops)
    req.headers['x-request-id'] = id
    res.setHeader('X-Request-Id', id)
    const started = process.hrtime.bigint()
    const bytesBefore = req.socket.bytesWritten
    const method = req.method ?? 'GET'
    const target = targetOf(req.url)
    /** @type {{ client?: string, cache?: 'hit' | 'miss' }} */
    const note = {}
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = res.statusCode
      const route = routeOf(target.path)
      httpDuration.observe({ route, method: METHODS.has(method) ? method : 'OTHER', status: String(status) }, seconds)
      if (note.cache) responseCache.inc({ result: note.cache })
      const line = {
        reqId: id,
        method,
        path: target.path,
        ...(target.query.length ? { query: target.query } : {}),
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: Math.max(0, req.socket.bytesWritten - bytesBefore),
        ip: note.client ?? req.socket.remoteAddress,
        ...(note.cache ? { cache: note.cache } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      if (QUIET.has(target.path)) log.debug(line, 'request')
      else log.info(line, 'request')
    })
    requestContext().run({ id }, () => work(note))
  }

  /**
   * Answers GET /metrics when the socket's own peer may read it (./metricsAccess.mjs): true when answered. To anyone else it is an unknown page (Next's 404).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function answerMetrics(req, res) {
    if (!allowed(req.socket.remoteAddress, req.headers)) return false
    register.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error) => {
        log.error({ err: error }, 'metrics could not be collected')
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n')
      },
    )
    return true
  }

  return { serve, answerMetrics }
}
