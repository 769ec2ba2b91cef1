// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs).
//
// Whole answers of the pages Next serves from its page cache, kept in front of Next. A page
// Next answered from its cache (`x-nextjs-cache: HIT`) is stored as sent (status, headers,
// body as encoded for that Accept-Encoding) and answered again without entering Next's
// request pipeline, which costs more than rendering from the cache did. It is the same
// answer Next would give, because every thing that varies between requests is either part
// of the key, read as Next reads it, or redone here:
// - the front server has rewritten the cookie and forwarded-protocol headers to one
//   spelling before this cache or Next read them (./canonicalRequest.mjs), and cookies are
//   parsed with Next's own parser: no spelling reads one way here and another in Next;
// - the key: the path as asked and its query as the proxy reads a list view
//   (canonicalViewQuery with the proxy's keys: every spelling of a view is one entry), the
//   scheme (HSTS), the Accept-Encoding, and what next-intl reads to pick the language of `/`
//   and to decide whether to set the locale cookie (stored with the answer): a locale
//   cookie it knows, else whether there is one and the Accept-Language, and whether the
//   request is a navigation (Sec-Fetch-Dest);
// - the landing cookie (docs/carts.md) the proxy sets on a first visit or a campaign link
//   is worked out here with the same code (src/lib/cart/landing.mjs), and a conditional
//   request is answered 304 by Next's own test (`fresh`);
// - requests Next answers differently are never looked up: other methods, the router's
//   RSC and prefetch requests, server actions, a staff preview (draft cookie);
// - the staff's redirect rules: an answer is given only while the proxy's rules are the
//   same as when it was stored (src/lib/content/redirectRules.ts) and either at most RULES_FRESH_MS
//   old or being reloaded; once they are older, one request goes to Next, whose proxy starts
//   the reload (it too answers from the rules it has while a reload is under way);
// - edits: every tag expiry of the page cache (local, or from another instance over
//   Redis) empties this cache (src/lib/platform/cache/server/pageCacheHandler.mjs), and nothing is kept
//   longer than the page's own s-maxage;
// - the render: an answer is a copy of one render in Next's page cache (named by its
//   RENDER_HEADER) and is given only while the page cache still holds that render. Once Next
//   has pushed it out (its size cap) or replaced it, Next renders the page again, and so
//   does this cache's next copy: the two never hold different renders of one page.
import { parseSetCookie, stringifyCookie } from 'next/dist/compiled/@edge-runtime/cookies/index.js'
import fresh from 'next/dist/compiled/fresh/index.js'

import { landingEntry, parseTracking, serializeTracking, TRACKING_COOKIE, TRACKING_MAX_AGE } from '../lib/cart/landing.mjs'
import { parseCookie } from './canonicalRequest.mjs'
import { LOCALE_COOKIE, requestKey } from './responseCacheKey.mjs'

export { LOCALE_COOKIE, LOCALES } from './responseCacheKey.mjs'

/** The proxy reloads its redirect rules once they are a second old (TTL_MS there). */
export const RULES_FRESH_MS = 1_000
/** Response headers that belong to one connection or one request, not to the page. */
const NOT_STORED = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding'])
/** What Next's answer of 304 leaves out of the page's headers (it tests the ETag before it sets the type). */
const NOT_IN_304 = ['content-length', 'content-encoding', 'content-type']
/** RENDER_HEADER of src/lib/platform/cache/server/pageCacheHandler.mjs (a unit test checks they agree). */
export const RENDER_HEADER = 'x-switchyard-render'
/** Whether Next's page cache in this process still holds a render (src/lib/platform/cache/server/pageCacheHandler.mjs keeps the set). */
const pageCacheHolds = (/** @type {string} */ render) =>
  /** @type {any} */ (globalThis).__switchyardPageCache?.renders?.has(render) === true
/** The share of the bytes that answers with a query may take: however many views are asked for, they do not push out the rest. */
const QUERY_SHARE = 0.25

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, etag: string | undefined, expires: number, generation: number, bytes: number, query: boolean, render: string | undefined }} Entry
 * @typedef {{ at: number, generation: number, inflight?: Promise<void> }} RulesState
 * @typedef {{ keys: import('../lib/catalogue/viewQuery.mjs').ViewKeys | null, generation: number }} ViewKeysState
 */

/** The cookies as Next reads them (the header is canonical already). */
const cookiesOf = (/** @type {string | undefined} */ header) => parseCookie(header ?? '')

/** @param {string | undefined} cacheControl  The seconds of `s-maxage`, or null when the answer is not for shared caches. */
function sharedMaxAge(cacheControl) {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null
  const m = /\bs-maxage=(\d+)/.exec(cacheControl)
  return m ? Number(m[1]) : null
}

/**
 * The entry to keep of Next's answer, or null when it may not be kept: only what Next served
 * from its page cache for shared caches, with no cookie but the landing and locale ones.
 * @param {import('node:http').ServerResponse} res
 * @param {string} key
 * @param {Buffer} body
 * @param {number | undefined} generation
 * @param {number} at  now
 * @returns {Entry | null}
 */
function storable(res, key, body, generation, at) {
  if (generation === undefined || (res.statusCode !== 200 && res.statusCode !== 404)) return null
  if (res.getHeader('x-nextjs-cache') !== 'HIT') return null
  const maxAge = sharedMaxAge(String(res.getHeader('cache-control') ?? ''))
  if (!maxAge) return null
  // Only two cookies may be set on a shared page: the landing cookie, worked out again for
  // each answer, and the locale cookie, which depends on what the key holds.
  const cookies = res.getHeader('set-cookie')
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]
  if (list.some((c) => !c.startsWith(`${TRACKING_COOKIE}=`) && !c.startsWith(`${LOCALE_COOKIE}=`))) return null
  const localeCookie = list.filter((c) => c.startsWith(`${LOCALE_COOKIE}=`))
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !NOT_STORED.has(name)) headers[name] = typeof value === 'number' ? String(value) : value
  }
  if (localeCookie.length) headers['set-cookie'] = localeCookie
  const entry = {
    status: res.statusCode,
    headers,
    body,
    etag: typeof headers.etag === 'string' ? headers.etag : undefined,
    render: typeof headers[RENDER_HEADER] === 'string' ? headers[RENDER_HEADER] : undefined,
    expires: at + maxAge * 1000,
    generation,
    bytes: body.length + key.length + 512,
    query: !key.endsWith('\n'),
  }
  return entry
}

/**
 * The headers of an answer from the cache: as stored, with the cookies the proxy would set at
 * this moment (Next's own serializer: Expires is now + Max-Age) and the landing cookie worked
 * out for this request.
 * @param {Entry} entry
 * @param {import('node:http').IncomingMessage} req
 * @param {number} at  now
 * @param {boolean} secure
 * @returns {Record<string, string | string[]>}
 */
function answerHeaders(entry, req, at, secure) {
  /** @param {any} cookie  parsed, or as given to `cookies.set` */
  const setNow = (cookie) => stringifyCookie(cookie.maxAge ? { ...cookie, expires: at + cookie.maxAge * 1000 } : cookie)
  // Says where the answer came from, as shared caches do (X-Cache).
  const headers = { ...entry.headers, 'x-switchyard-cache': 'hit' }
  // Cookies as the proxy sets them at this moment (Next's own serializer: Expires is now + Max-Age).
  const cookies = /** @type {string[]} */ (entry.headers['set-cookie'] ?? []).map((c) => setNow(parseSetCookie(c)))
  const url = new URL(req.url ?? '/', 'http://switchyard.invalid')
  const tracked = parseTracking(cookiesOf(req.headers.cookie).get(TRACKING_COOKIE))
  const landing = landingEntry(url.pathname, url.searchParams, tracked)
  if (landing) {
    const value = serializeTracking([...tracked, landing])
    cookies.push(setNow({ name: TRACKING_COOKIE, value, path: '/', maxAge: TRACKING_MAX_AGE, sameSite: 'lax', secure }))
  }
  if (cookies.length) headers['set-cookie'] = cookies
  return headers
}

/**
 * @param {{ maxBytes: number, secure: boolean, rules?: () => RulesState | undefined, viewKeys?: () => ViewKeysState | undefined, now?: () => number, holds?: (render: string) => boolean }} options
 */
export function createResponseCache({
  maxBytes,
  secure,
  rules = () => globalThis.__switchyardRedirectRules,
  viewKeys = () => globalThis.__switchyardViewKeys,
  now = Date.now,
  holds = pageCacheHolds,
}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let bytes = 0
  let queryBytes = 0
  // Moves on with every clear: an answer Next began before an edit is not kept after it.
  let epoch = 0
  const stats = { hits: 0, stored: 0, cleared: 0 }

  const forget = (/** @type {string} */ key) => {
    const old = entries.get(key)
    if (!old) return
    entries.delete(key)
    bytes -= old.bytes
    if (old.query) queryBytes -= old.bytes
  }
  const clear = () => {
    entries.clear()
    bytes = 0
    queryBytes = 0
    epoch += 1
    stats.cleared += 1
  }

  /**
   * The key of a request this cache may answer, or null (requestKey).
   * @param {import('node:http').IncomingMessage} req
   * @param {string} pathname  decoded by the front server already
   */
  const keyOf = (req, pathname) => requestKey(req, pathname, viewKeys())

  /** The proxy's redirect rules are the same as when `entry` was stored, and fresh or being reloaded. */
  function rulesAllow(/** @type {Entry} */ entry) {
    const state = rules()
    if (!state || state.generation !== entry.generation) return false
    return now() - state.at <= RULES_FRESH_MS || state.inflight !== undefined
  }

  /**
   * Answers the request from the cache; false when it holds no answer for it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   */
  function answer(req, res, key) {
    const entry = entries.get(key)
    if (!entry) return false
    if (entry.expires <= now() || (entry.render !== undefined && !holds(entry.render))) {
      forget(key)
      return false
    }
    if (!rulesAllow(entry)) return false
    // Least recently used go first: a hit moves to the end.
    entries.delete(key)
    entries.set(key, entry)
    stats.hits += 1

    const headers = answerHeaders(entry, req, now(), secure)
    // Next's own test: If-None-Match (a list, weak tags, `*`), no-cache and If-Modified-Since as it reads them.
    if (entry.etag && fresh(req.headers, { etag: entry.etag })) {
      // Next answers 304 before it sets the type, so its compression neither encodes nor varies.
      for (const name of NOT_IN_304) delete headers[name]
      if (typeof headers.vary === 'string') headers.vary = headers.vary.replace(/,\s*Accept-Encoding$/i, '')
      res.writeHead(304, headers)
      res.end()
      return true
    }
    res.writeHead(entry.status, headers)
    res.end(entry.body)
    return true
  }

  /**
   * Watches Next's answer to a request that had a key, and keeps it when Next served it
   * from its page cache.
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   */
  function record(res, key) {
    const generation = rules()?.generation
    // The proxy reads the list view with the keys this request was keyed with, or it is not kept.
    const viewGeneration = viewKeys()?.generation
    const started = epoch
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let keep = true
    const take = (/** @type {any} */ chunk, /** @type {any} */ encoding) => {
      // Headers are set before the first byte: an answer that is not from the page cache (a
      // dynamic page, an error) is not copied at all.
      if (keep && chunks.length === 0 && res.getHeader('x-nextjs-cache') !== 'HIT') keep = false
      if (!keep || chunk == null || typeof chunk === 'function') return
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += buf.length
      if (size > maxBytes / 8) keep = false
      else chunks.push(buf)
    }
    const write = res.write
    const end = res.end
    res.write = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) {
        take(chunk, encoding)
        return write.call(this, chunk, encoding, cb)
      }
    )
    res.end = /** @type {any} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) {
        take(chunk, encoding)
        const result = end.call(this, chunk, encoding, cb)
        if (keep && started === epoch && viewGeneration === viewKeys()?.generation) store(res, key, Buffer.concat(chunks), generation)
        return result
      }
    )
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {Buffer} body
   * @param {number | undefined} generation
   */
  function store(res, key, body, generation) {
    const entry = storable(res, key, body, generation, now())
    if (!entry) return
    forget(key)
    entries.set(key, entry)
    bytes += entry.bytes
    if (entry.query) queryBytes += entry.bytes
    stats.stored += 1
    // Least recently used first: among the answers with a query while they take more than
    // their share, then among all.
    for (const [k, e] of entries) {
      if (queryBytes <= maxBytes * QUERY_SHARE || k === key) break
      if (e.query) forget(k)
    }
    while (bytes > maxBytes && entries.size > 1) forget(/** @type {string} */ (entries.keys().next().value))
  }

  return { keyOf, answer, record, clear, stats: () => ({ ...stats, entries: entries.size, bytes, queryBytes, maxBytes }) }
}

/**
 * Empties `cache` whenever the page cache expires a tag in this process.
 * @param {{ clear: () => void }} cache
 */
export function clearOnExpiry(cache) {
  const listeners = (globalThis.__switchyardCacheExpiryListeners ??= new Set())
  listeners.add(() => cache.clear())
}
