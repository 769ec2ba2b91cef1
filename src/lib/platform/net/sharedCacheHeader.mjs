// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs); its default is env.ts's too.

/** CDN_MAX_AGE_S when unset (checked by src/lib/platform/server/env.ts). */
export const DEFAULT_CDN_MAX_AGE_S = 300

/**
 * CDN_MAX_AGE_S, or the default when unset.
 * @param {Record<string, string | undefined>} [source]
 */
export const cdnMaxAge = (source = process.env) => (source.CDN_MAX_AGE_S?.trim() ? Number(source.CDN_MAX_AGE_S) : DEFAULT_CDN_MAX_AGE_S)

/** How long a shared cache may serve a page past its s-maxage while it fetches a fresh one. */
export const STALE_WHILE_REVALIDATE_S = 60

/**
 * The Cache-Control a shared cache (a CDN in front of the shop) gets for an answer: Next marks a
 * page of its page cache `s-maxage=31536000` (a year: the page changes only on an edit, and each
 * instance's caches hear of edits), which no CDN can hear of. An answer for shared caches whose
 * s-maxage is longer than `maxAge` gets `public, s-maxage=<maxAge>, stale-while-revalidate=60`
 * instead, so a CDN shows an edit within maxAge + 60 seconds (README, "Operating the shop",
 * CDN). Private and no-store answers, and shorter lifetimes, are kept as they are.
 * @param {string} value
 * @param {number} maxAge  CDN_MAX_AGE_S
 * @returns {string}
 */
export function boundedCacheControl(value, maxAge) {
  if (/\b(private|no-store|no-cache)\b/.test(value)) return value
  const m = /\bs-maxage=(\d+)/.exec(value)
  if (!m || Number(m[1]) <= maxAge) return value
  return `public, s-maxage=${maxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`
}

/**
 * Bounds the Cache-Control of every answer to this request, as it is written (Next sets it with
 * setHeader before writeHead; the front server's response cache stores and answers the bounded one).
 * @param {import('node:http').ServerResponse} res
 * @param {number} maxAge
 */
export function boundSharedCaching(res, maxAge) {
  const writeHead = res.writeHead
  res.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const current = this.getHeader('cache-control')
      if (typeof current === 'string') this.setHeader('cache-control', boundedCacheControl(current, maxAge))
      const headers = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r))
      if (headers) {
        for (const name of Object.keys(headers)) {
          if (name.toLowerCase() === 'cache-control' && typeof headers[name] === 'string')
            headers[name] = boundedCacheControl(headers[name], maxAge)
        }
      }
      return writeHead.call(this, status, ...rest)
    }
  )
}
