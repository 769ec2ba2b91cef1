import { DEFAULT_SORT, SORTS, type SearchParams } from './query'

/**
 * List views (product list, category, series) keep their state in the query. Cached pages
 * cannot read the query, so the proxy rewrites a list URL with a query onto an internal
 * route whose one path segment is the canonical form of that query: known parameter names
 * only (attribute keys, sort, page), each well formed, keys sorted, values sorted and
 * unique, defaults left out. Two URLs for one view share one cached page; the page checks
 * the values against the attribute values that exist.
 */

/** The internal segment above the view (`/en/_list/<view>/products`); a page slug cannot begin with '_'. */
export const VIEW_SEGMENT = '_list'

const KEY = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/
const VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_KEY = 40
const MAX_VALUE = 60
const MAX_KEYS = 12
const MAX_VALUES = 24
// Query parameters that are not part of a view: Next's own, and the landing's tracking.
const IGNORED = /^(?:_rsc|utm_[a-z]+|gclid|fbclid)$/

/**
 * The canonical query of a list view, '' for the default view.
 * @example canonicalViewQuery(new URLSearchParams('sort=price-asc&color=red&color=blue&utm_source=x')) // 'color=blue&color=red&sort=price-asc'
 */
export function canonicalViewQuery(params: URLSearchParams): string {
  const filters = new Map<string, Set<string>>()
  let sort = DEFAULT_SORT as string
  let page = 1
  for (const [rawKey, rawValue] of params) {
    if (IGNORED.test(rawKey)) continue
    if (rawKey === 'sort') {
      if ((SORTS as readonly string[]).includes(rawValue)) sort = rawValue
      continue
    }
    if (rawKey === 'page') {
      if (/^\d{1,6}$/.test(rawValue) && Number(rawValue) >= 1) page = Number(rawValue)
      continue
    }
    if (rawKey.length > MAX_KEY || !KEY.test(rawKey)) continue
    for (const piece of rawValue.split(',')) {
      const value = piece.trim().toLowerCase()
      if (value.length > MAX_VALUE || !VALUE.test(value)) continue
      const set = filters.get(rawKey) ?? new Set<string>()
      set.add(value)
      filters.set(rawKey, set)
    }
  }
  const out = new URLSearchParams()
  let values = 0
  for (const key of [...filters.keys()].sort().slice(0, MAX_KEYS)) {
    for (const value of [...filters.get(key)!].sort()) {
      if (values++ >= MAX_VALUES) break
      out.append(key, value)
    }
  }
  if (sort !== DEFAULT_SORT) out.set('sort', sort)
  if (page > 1) out.set('page', String(page))
  return out.toString()
}

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
