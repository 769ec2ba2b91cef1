// Plain JavaScript on purpose: the page cache handler (src/lib/platform/cache/server/pageCacheHandler.mjs)
// is loaded by Next at run time without compilation, and builds the same policy as the proxy.
import { createHash } from 'node:crypto'

/**
 * The storefront's Content-Security-Policy around a list of script sources: no
 * unsafe-inline for scripts, no unsafe-eval outside development, no framing.
 * @param {string[]} scriptSources e.g. ["'nonce-…'", "'strict-dynamic'"] or hashes
 * @param {boolean} development
 * @param {Record<string, string[]>} [services] hosts of the configured third-party services, by directive (src/lib/platform/services/csp.ts)
 * @returns {string}
 */
export function policyWith(scriptSources, development, services = {}) {
  const add = (directive) => (services[directive] ?? []).filter((s) => SOURCE.test(s))
  const scriptSrc = [`'self'`, ...scriptSources, development ? `'unsafe-eval'` : '', ...add('script-src')]
  const frames = add('frame-src')
  return [
    `default-src 'self'`,
    `script-src ${scriptSrc.filter(Boolean).join(' ')}`,
    // Inline style attributes (React's style prop) cannot carry a nonce or a hash.
    `style-src ${["'self'", "'unsafe-inline'", ...add('style-src')].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...add('img-src')].join(' ')}`,
    `font-src ${["'self'", 'data:', ...add('font-src')].join(' ')}`,
    `connect-src ${["'self'", ...(development ? ['ws:'] : []), ...add('connect-src')].join(' ')}`,
    ...(frames.length ? [`frame-src ${["'self'", ...frames].join(' ')}`] : []),
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

/**
 * The policy of a cached page: its inline scripts by their SHA-256 (a cached page is the
 * same bytes for everyone, so it cannot carry a per-request nonce), Next's own chunks
 * from this origin ('self').
 * @param {string} html
 * @returns {string}
 */
export function cachedPagePolicy(html) {
  return policyWith(inlineScriptHashes(html), false, servicesOf(html))
}

// A host source (scheme, host with an optional leading wildcard, optional port and path): nothing
// else from the marker reaches a policy.
const SOURCE = /^(?:https?|wss?):\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/
const SERVICES_META = /<meta name="switchyard-services-csp" content="([^"]*)"/

/**
 * The hosts of the services a cached page loads, from the marker its layout renders in
 * <head> (src/components/services/ServicesHead.tsx): the page and its policy are stored
 * together, so they always agree, also after the staff change a service.
 * @param {string} html
 * @returns {Record<string, string[]>}
 */
export function servicesOf(html) {
  const head = html.indexOf('</head>')
  const match = SERVICES_META.exec(head === -1 ? html : html.slice(0, head))
  /** @type {Record<string, string[]>} */
  const out = {}
  if (!match) return out
  for (const part of match[1].replace(/&amp;/g, '&').split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/)
    if (/^(?:script|connect|img|frame|style|font)-src$/.test(directive)) out[directive] = sources.filter((s) => SOURCE.test(s))
  }
  return out
}

// Next escapes '</script' inside the inline scripts it writes, so the first closing tag ends each one.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * `'sha256-…'` of every inline script in the document, each once, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const seen = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(match[1]) || match[2] === '') continue
    seen.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...seen]
}

/**
 * What every storefront response carries whatever renders it (also errors a cache never
 * sees): no framing, no plugins, no base or form target elsewhere. Script sources come
 * from a second policy, the nonce one or a cached page's hashes; a browser enforces both.
 */
export const BASELINE_POLICY = `frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`
