// Plain JavaScript: the front server's own answer of the API routes the app publishes in this
// process (src/lib/platform/http/server/publish.ts): the cart quote. Its handler is Next's route
// handler itself, called on a request made from this one, so the answer is the route's, without
// the part of Next's pipeline that costs a small API answer more than its own work. Until the
// route has loaded (its first request goes through Next), Next answers.
import { gzipSync } from 'node:zlib'

import { API_BODY_LIMIT } from '../lib/platform/net/bodyLimits.mjs'
import { publishedRoute } from '../lib/platform/net/publishedRoutes.mjs'
import { getLogger } from '../lib/platform/observability/server/log.mjs'

const log = getLogger('api')
/** Below this an answer goes as it is, as Next's compression leaves it. */
const COMPRESS_FROM = 1024

/** @param {import('node:http').IncomingHttpHeaders} raw */
function headersOf(raw) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Response} response
 */
async function send(req, res, response) {
  let body = Buffer.from(await response.arrayBuffer())
  /** @type {Record<string, string | string[]>} */
  const out = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) out['set-cookie'] = cookies
  if (body.length >= COMPRESS_FROM && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body, { level: 1 })
    out['content-encoding'] = 'gzip'
    out.vary = 'Accept-Encoding'
  }
  out['content-length'] = String(body.length)
  res.writeHead(response.status, out)
  res.end(body)
}

/**
 * Takes a POST to a published route: reads the body (one byte past the API's limit at most,
 * so the handler refuses it as too large) and answers with the route's handler. False: Next answers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @returns {boolean}
 */
export function answerPublishedHere(req, res, pathname) {
  if (req.method !== 'POST') return false
  const answer = publishedRoute(pathname)
  if (!answer) return false
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  req.on('data', (/** @type {Buffer} */ chunk) => {
    if (size > API_BODY_LIMIT) return
    size += chunk.length
    chunks.push(chunk)
  })
  req.once('error', () => res.destroy())
  req.once('end', () => {
    const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? pathname}`
    answer(url, { method: 'POST', headers: headersOf(req.headers), body: Buffer.concat(chunks) })
      .then((response) => send(req, res, response))
      .catch((err) => {
        // As the app's routes do (src/lib/platform/http/server/route.ts): logged with the request's id, a bare 500 carrying it.
        const requestId = String(req.headers['x-request-id'] ?? '')
        log.error({ err, reqId: requestId, method: req.method, path: pathname }, 'published route failed')
        if (res.headersSent) return res.destroy()
        const body = JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error', requestId } })
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) })
        res.end(body)
      })
  })
  return true
}
