// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs).
//
// Whole answers of the pages Next serves from its page cache, kept in front of Next. A page
// Next answered from its cache (`x-nextjs-cache: HIT`) is stored as sent (status, headers,
// body as encoded for that Accept-Encoding) and answered again without entering Next's
// request pipeline, which costs more than rendering from the cache did. It is the same
// answer Next would give, because every thing that varies between requests is either part
// of the key or redone here:
// - the URL as asked (the proxy's rewrites are a function of it), the scheme the proxy saw
//   (HSTS), the Accept-Encoding, and the locale cookie or, without one, Accept-Language:
//   next-intl reads them to pick the language of `/` and to decide whether to set the
//   locale cookie, which is stored with the answer and sent again with it;
// - the landing cookie (docs/carts.md) the proxy sets on a first visit or a campaign link
//   is worked out here with the same code (src/lib/cart/landing.mjs);
// - requests Next answers differently are never looked up: other methods, the router's
//   RSC and prefetch requests, server actions, a staff preview (draft cookie);
// - the staff's redirect rules: an answer is given only while the proxy's rules are the
//   same as when it was stored (src/lib/redirectRules.ts) and either at most RULES_FRESH_MS
//   old or being reloaded; once they are older, one request goes to Next, whose proxy starts
//   the reload (it too answers from the rules it has while a reload is under way);
// - edits: every tag expiry of the page cache (local, or from another instance over
//   Redis) empties this cache (src/lib/cache/pageCacheHandler.mjs), and nothing is kept
//   longer than the page's own s-maxage.
import { landingEntry, parseTracking, serializeTracking, TRACKING_COOKIE, TRACKING_MAX_AGE } from '../lib/cart/landing.mjs'

/** The locale cookie's name (LOCALE_COOKIE of src/i18n/locales.ts; a unit test checks they agree). */
export const LOCALE_COOKIE = 'i18n_redirected'
const DRAFT_COOKIE = '__prerender_bypass'
/** The proxy reloads its redirect rules once they are a second old (TTL_MS there). */
export const RULES_FRESH_MS = 1_000
/** Request headers with which Next answers something other than the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url']
/** Response headers that belong to one connection or one request, not to the page. */
const NOT_STORED = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, etag: string | undefined, expires: number, generation: number, bytes: number }} Entry
 * @typedef {{ at: number, generation: number, inflight?: Promise<void> }} RulesState
 */

/** @param {string | undefined} header */
function cookiesOf(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map()
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0) cookies.set(part.slice(0, i).trim(), part.slice(i + 1).trim())
  }
  return cookies
}

/** @param {string | undefined} cacheControl  The seconds of `s-maxage`, or null when the answer is not for shared caches. */
function sharedMaxAge(cacheControl) {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null
  const m = /\bs-maxage=(\d+)/.exec(cacheControl)
  return m ? Number(m[1]) : null
}

/**
 * @param {{ maxBytes: number, secure: boolean, rules?: () => RulesState | undefined, now?: () => number }} options
 */
export function createResponseCache({ maxBytes, secure, rules = () => globalThis.__switchyardRedirectRules, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let bytes = 0
  // Moves on with every clear: an answer Next began before an edit is not kept after it.
  let epoch = 0
  const stats = { hits: 0, stored: 0, cleared: 0 }

  const forget = (/** @type {string} */ key) => {
    const old = entries.get(key)
    if (!old) return
    entries.delete(key)
    bytes -= old.bytes
  }
  const clear = () => {
    entries.clear()
    bytes = 0
    epoch += 1
    stats.cleared += 1
  }

  /**
   * The key of a request this cache may answer, or null.
   * @param {import('node:http').IncomingMessage} req
   * @param {string} pathname  decoded by the front server already
   */
  function keyOf(req, pathname) {
    if (req.method !== 'GET') return null
    if (/^\/(?:api|admin|_next)(?:\/|$)/.test(pathname)) return null
    for (const h of ROUTER_HEADERS) if (req.headers[h] !== undefined) return null
    const cookies = cookiesOf(req.headers.cookie)
    if (cookies.has(DRAFT_COOKIE)) return null
    const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https' ? 'https' : 'http'
    const locale = cookies.get(LOCALE_COOKIE)
    const language = locale === undefined ? `accept-language: ${req.headers['accept-language'] ?? ''}` : `cookie: ${locale}`
    return [proto, req.headers['accept-encoding'] ?? '', language, req.url ?? '/'].join('\n')
  }

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
    if (entry.expires <= now()) {
      forget(key)
      return false
    }
    if (!rulesAllow(entry)) return false
    // Least recently used go first: a hit moves to the end.
    entries.delete(key)
    entries.set(key, entry)
    stats.hits += 1

    // Says where the answer came from, as shared caches do (X-Cache).
    const headers = { ...entry.headers, 'x-switchyard-cache': 'hit' }
    const url = new URL(req.url ?? '/', 'http://switchyard.invalid')
    const tracked = parseTracking(cookiesOf(req.headers.cookie).get(TRACKING_COOKIE))
    const landing = landingEntry(url.pathname, url.searchParams, tracked)
    if (landing) {
      const value = encodeURIComponent(serializeTracking([...tracked, landing]))
      const cookie = `${TRACKING_COOKIE}=${value}; Path=/; Max-Age=${TRACKING_MAX_AGE}; SameSite=lax${secure ? '; Secure' : ''}`
      headers['set-cookie'] = [...(/** @type {string[]} */ (entry.headers['set-cookie']) ?? []), cookie]
    }
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      delete headers['content-length']
      delete headers['content-encoding']
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
        if (keep && started === epoch) store(res, key, Buffer.concat(chunks), generation)
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
    if (generation === undefined || (res.statusCode !== 200 && res.statusCode !== 404)) return
    if (res.getHeader('x-nextjs-cache') !== 'HIT') return
    const maxAge = sharedMaxAge(String(res.getHeader('cache-control') ?? ''))
    if (!maxAge) return
    // Only two cookies may be set on a shared page: the landing cookie, worked out again for
    // each answer, and the locale cookie, which depends on what the key holds.
    const cookies = res.getHeader('set-cookie')
    const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]
    if (list.some((c) => !c.startsWith(`${TRACKING_COOKIE}=`) && !c.startsWith(`${LOCALE_COOKIE}=`))) return
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
      expires: now() + maxAge * 1000,
      generation,
      bytes: body.length + key.length + 512,
    }
    forget(key)
    entries.set(key, entry)
    bytes += entry.bytes
    stats.stored += 1
    while (bytes > maxBytes && entries.size > 1) forget(/** @type {string} */ (entries.keys().next().value))
  }

  return { keyOf, answer, record, clear, stats: () => ({ ...stats, entries: entries.size, bytes, maxBytes }) }
}

/**
 * Empties `cache` whenever the page cache expires a tag in this process.
 * @param {{ clear: () => void }} cache
 */
export function clearOnExpiry(cache) {
  const listeners = (globalThis.__switchyardCacheExpiryListeners ??= new Set())
  listeners.add(() => cache.clear())
}
