import type { SearchParams } from './query'

/**
 * List views (product list, category, series) keep their state in the query. Cached pages
 * cannot read the query, so the proxy rewrites a list URL with a query onto an internal
 * route whose one path segment is the canonical form of that query (./viewQuery.mjs): known
 * parameter names and values only (the attribute keys and values the list pages filter on,
 * sort, page), keys sorted, values sorted and unique, defaults left out. Every URL of one
 * view shares one cached page; the page checks the values against those that exist again.
 */

/** The internal segment above the view (`/en/_list/<view>/products`); a page slug cannot begin with '_'. */
export const VIEW_SEGMENT = '_list'

export { canonicalViewQuery } from './viewQuery.mjs'

/** The path segment that carries a canonical query: base64url, so no layer re-encodes it. */
export const encodeView = (canonical: string) => Buffer.from(canonical, 'utf8').toString('base64url')

/** The query a view segment carries, as search params; an unreadable segment is the default view. */
export function decodeView(segment: string | undefined): SearchParams {
  if (!segment || !/^[A-Za-z0-9_-]{1,2000}$/.test(segment)) return {}
  const params = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'))
  // No prototype: a key such as `constructor` or `__proto__` is a key like any other (the fuzz's ?constructor=x was a 500).
  const out: Record<string, string[]> = Object.create(null)
  for (const [k, v] of params) (out[k] ??= []).push(v)
  return out
}

// Internal (English) paths after the locale routing: /en/products, /es/category/x, /en/products/a/b.
const LIST_PATH = /^\/([a-z]{2})\/(products(?:\/.+)?|category\/[^/]+)\/?$/

/** True for the internal path of a list (product list, category, series). */
export const isListPath = (internalPath: string) => LIST_PATH.test(internalPath)

/**
 * The internal path a list URL is served from, or null when it is not a list view or is the
 * default view (served by its own route).
 * @example viewRewrite('/es/products', 'color=red') // '/es/_list/Y29sb3I9cmVk/products'
 */
export function viewRewrite(internalPath: string, canonical: string): string | null {
  if (!canonical) return null
  const match = LIST_PATH.exec(internalPath)
  if (!match) return null
  return `/${match[1]}/${VIEW_SEGMENT}/${encodeView(canonical)}/${match[2]}`
}
