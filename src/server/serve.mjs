#!/usr/bin/env node
// The HTTP front of the app: Next's request handler behind a plain Node server that does
// what `next start` cannot: it decides the client's address once (so a client cannot choose
// its own rate-limit key or pass as this machine), caps request bodies before anything
// reads them, refuses paths that do not decode, bounds slow requests, rewrites the cookie
// and forwarded-protocol headers to one spelling (so its response cache and Next read them
// alike), and gives every answer the shop's security headers. It logs every request (one JSON
// line, ./observe.mjs), names it (X-Request-Id) and answers /metrics.
// Usage: node src/server/serve.mjs [--dev]   (PORT, TRUSTED_PROXY, LOG_LEVEL, METRICS_ALLOW from the environment)
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { getLogger, routeConsole } from '../lib/platform/observability/server/log.mjs'
import { bodyLimitFor } from '../lib/platform/net/bodyLimits.mjs'
import { CLIENT_ADDRESS_HEADER, LOCAL_REQUEST_HEADER } from '../lib/platform/net/frontHeaders.mjs'
import { canonicalizeHeaders } from './canonicalRequest.mjs'
import { answerAvailabilityHere } from './availability.mjs'
import { answerPublishedHere } from './published.mjs'
import { clientAddress, isDirectLocal } from './clientAddress.mjs'
import { answerClientError, lingerAfterEarlyAnswer } from './clientErrors.mjs'
import { refusal, sanitizeHeaders } from './requestRules.mjs'
import { lockDataDirOrExit } from './dataDirLock.mjs'
import { createLifecycle, drainSettings } from './lifecycle.mjs'
import { createObserver } from './observe.mjs'
import { clearOnExpiry, createResponseCache } from './responseCache.mjs'
import { withSecurityHeaders } from './securityHeaders.mjs'
import { boundSharedCaching, cdnMaxAge } from '../lib/platform/net/sharedCacheHeader.mjs'

const dev = process.argv.includes('--dev')
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const port = Number(process.env.PORT ?? 3000)
const trustedHops = Number(process.env.TRUSTED_PROXY ?? 0) || 0
const secure = (process.env.PUBLIC_URL ?? '').startsWith('https://')

const WORDS = {
  en: {
    400: 'The address of this request cannot be read.',
    401: 'Sign in to the admin first.',
    404: 'Not found.',
    405: 'This address does not take that method.',
    411: 'A request body must state its length.',
    413: 'The request is too large.',
  },
  es: {
    400: 'No se puede leer la dirección de esta solicitud.',
    401: 'Inicie sesión en la administración primero.',
    404: 'No encontrado.',
    405: 'Esta dirección no admite ese método.',
    411: 'El cuerpo de la solicitud debe indicar su tamaño.',
    413: 'La solicitud es demasiado grande.',
  },
}
const CODES = {
  400: 'bad-request',
  401: 'unauthorized',
  404: 'not-found',
  405: 'method-not-allowed',
  411: 'length-required',
  413: 'payload-too-large',
}

/** An answer given before Next sees the request, in the error shape of the app's API. */
function refuse(req, res, status, details = {}) {
  const es = /(?:^|;\s*)i18n_redirected=es\b/.test(req.headers.cookie ?? '') || /^\s*es\b/i.test(req.headers['accept-language'] ?? '')
  const body = JSON.stringify({ error: { code: CODES[status], message: WORDS[es ? 'es' : 'en'][status], ...details } })
  const answer = () => {
    if (res.headersSent) return
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      ...(secure ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
    })
    res.end(body)
  }
  // Whatever the client still sends is read and dropped first (within the request time
  // limit): answering under its upload would close the connection before it can read why.
  if (req.readableEnded) return answer()
  req.once('end', answer)
  req.once('error', () => res.destroy())
  req.resume()
}

/** The path of a request target with its dot segments resolved (as Next will route it), or null when it does not decode. */
function pathOf(url) {
  try {
    const pathname = new URL(url ?? '/', 'http://switchyard.invalid').pathname
    decodeURIComponent(pathname)
    return pathname
  } catch {
    return null
  }
}

/** The server action ids of this build (Payload's admin posts to them); none in development. */
function serverActions() {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'server', 'server-reference-manifest.json'), 'utf8'))
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})])
  } catch {
    return new Set()
  }
}

// One JSON line per event from every part of the process: Next's and libraries' console output too.
const log = getLogger('server')
routeConsole(getLogger('console'))
process.on('uncaughtExceptionMonitor', (error, origin) => log.fatal({ err: error, origin }, 'uncaught exception'))

// The embedded mode's data takes one process (./dataDirLock.mjs); a second one stops here with one line.
if (!process.env.DATABASE_URL?.trim()) lockDataDirOrExit(path.resolve(process.env.DATA_DIR?.trim() || './data'))

const app = next({ dev, dir, port })
const handle = app.getRequestHandler()
await app.prepare()
const actions = serverActions()
// Pages Next answers from its page cache are answered again from here (see the module).
// Off in development, where nothing is cached, and with RESPONSE_CACHE_MAX_MB=0.
const responseCacheMb = Number(process.env.RESPONSE_CACHE_MAX_MB ?? 64)
const responseCache = !dev && responseCacheMb > 0 ? createResponseCache({ maxBytes: responseCacheMb * 1024 * 1024, secure }) : null
if (responseCache) clearOnExpiry(responseCache)

const lifecycle = createLifecycle({ log: (line) => log.info(line) })
const observer = createObserver({ log: getLogger('access'), dir, trustedHops, metricsAllow: process.env.METRICS_ALLOW })
// What a CDN may keep a public page for (src/lib/platform/net/sharedCacheHeader.mjs); the caches in this process keep theirs.
const sharedMaxAge = cdnMaxAge()

const server = createServer((req, res) => observer.serve(req, res, (note) => answer(req, res, note)))

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {{ client?: string, cache?: 'hit' | 'miss' }} note */
function answer(req, res, note) {
  lingerAfterEarlyAnswer(req)
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  note.client = address
  // One spelling of what the response cache keys on, for it and for Next (./canonicalRequest.mjs).
  canonicalizeHeaders(req.headers)
  withSecurityHeaders(res, req.headers['x-forwarded-proto'] === 'https')
  // Not the router's RSC answers: Next's client reads their Cache-Control, and with stale-while-revalidate it
  // fetched a page's data again and again (tests/e2e/services.e2e.ts saw the page navigate every second).
  if (req.headers.rsc === undefined) boundSharedCaching(res, sharedMaxAge)
  const pathname = pathOf(req.url)
  if (pathname === null) return refuse(req, res, 400)
  // Prometheus: to this machine and METRICS_ALLOW only (./metricsAccess.mjs); to anyone else an unknown page.
  if (pathname === '/metrics' && (req.method === 'GET' || req.method === 'HEAD') && observer.answerMetrics(req, res)) return
  // /healthz and /readyz (./lifecycle.mjs): outside the locale routing, never cached.
  if (lifecycle.intercept(req, res, pathname)) return
  // In development the actions are compiled on demand: only the method rules apply.
  const refused = refusal(req.method ?? 'GET', pathname, req.headers, dev ? { has: () => true } : actions, { requireStaff: !dev })
  if (refused !== null) return refuse(req, res, refused)
  sanitizeHeaders(pathname, req.headers)

  req.headers[LOCAL_REQUEST_HEADER] = isDirectLocal(req.socket.remoteAddress, req.headers) ? '1' : '0'
  req.headers[CLIENT_ADDRESS_HEADER] = address
  req.headers['x-forwarded-for'] = address

  const limit = bodyLimitFor(pathname)
  const length = req.headers['content-length']
  if (length !== undefined && Number(length) > limit) return refuse(req, res, 413, { limit })
  if (length === undefined && req.headers['transfer-encoding']) return refuse(req, res, 411)
  // POST /api/public/availability from the snapshot the app publishes in this process (./availability.mjs).
  if (answerAvailabilityHere(req, res, pathname)) return
  // The cart quote with its own route's handler, which the app publishes in this process (./published.mjs).
  if (answerPublishedHere(req, res, pathname)) return

  const key = responseCache?.keyOf(req, pathname) ?? null
  if (key !== null) {
    note.cache = responseCache.answer(req, res, key) ? 'hit' : 'miss'
    if (note.cache === 'hit') return
    responseCache.record(res, key)
  }
  handle(req, res)
}
// A slow client cannot hold a request open for long: headers within 20 s, the whole request within 60 s.
server.headersTimeout = 20_000
server.requestTimeout = 60_000
// An idle keep-alive connection stays open longer than a load balancer's (60 s on the common ones), so
// the balancer, never this server, closes it: otherwise a request sent as the server closes it is reset.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000)
// A request the HTTP parser cannot read (an unknown method, say) is answered without a reset.
server.on('clientError', answerClientError)
server.listen(port, () => {
  log.info({ port, dev }, `Listening on http://localhost:${port}${dev ? ' (development)' : ''}`)
  void lifecycle.warm(port)
})
// SIGTERM (a deploy) or SIGINT: /readyz 503, then stop accepting, let requests in flight finish, exit 0.
lifecycle.drainOn(server, ['SIGINT', 'SIGTERM'], dev ? { delayMs: 0, capMs: 2_000 } : drainSettings())
