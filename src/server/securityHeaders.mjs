// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs).
import { BASE_SECURITY_HEADERS, HSTS } from '../lib/platform/security/headers.mjs'

/** True when `name` is among the headers given to writeHead (an object, or a flat [name, value, …] list). */
function given(headers, name) {
  if (Array.isArray(headers)) return headers.some((h, i) => i % 2 === 0 && String(h).toLowerCase() === name)
  return headers !== null && typeof headers === 'object' && Object.keys(headers).some((k) => k.toLowerCase() === name)
}

/**
 * Makes every answer to this request carry the shop's security headers (SECURITY.md, "CSP
 * and headers"), HSTS when it came over https: Next applies its `headers()` to what it
 * routes, but not to the answers it makes before that (the 308 of a trailing slash), and the
 * front server's own refusals come from here. A header already set (a page's policy) is kept.
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} https  the request's canonical X-Forwarded-Proto is https
 */
export function withSecurityHeaders(res, https) {
  const writeHead = res.writeHead
  const wanted = [...BASE_SECURITY_HEADERS, ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : [])]
  res.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const headers = rest.find((r) => typeof r === 'object' && r !== null)
      for (const { key, value } of wanted) {
        const name = key.toLowerCase()
        if (!this.hasHeader(name) && !given(headers, name)) this.setHeader(key, value)
      }
      return writeHead.call(this, status, ...rest)
    }
  )
}
