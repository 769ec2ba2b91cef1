// Plain JavaScript: the canonical query of a list view, read by the proxy (through
// ./view.ts) to rewrite a list URL onto the one page of its view, and by the HTTP front
// server (src/server/responseCache.mjs) to key its answer the same way.

/** The list's sorts (SORTS and DEFAULT_SORT of ./query.ts; a unit test checks they agree). */
export const VIEW_SORTS = ['name', 'series', 'price-asc', 'price-desc']
const DEFAULT_SORT = 'name'

const KEY = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/
const VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_KEY = 40
const MAX_VALUE = 60
const MAX_KEYS = 12
const MAX_VALUES = 24
// Query parameters that are not part of a view: Next's own, and the landing's tracking.
const IGNORED = /^(?:_rsc|utm_[a-z]+|gclid|fbclid)$/

/**
 * @typedef {ReadonlyMap<string, ReadonlySet<string>>} ViewKeys
 * The attribute keys a list filters on, each with the values it has (src/lib/catalogue/viewKeys.ts).
 */

/**
 * The canonical query of a list view, '' for the default view: the filters of `known` keys
 * and values only (without `known`, any well-formed key and value), each once, keys and
 * values sorted, a sort and page that exist and are not the default, at most 12 keys and 24
 * values. Every spelling of one view has one canonical query, so it is one cached page.
 * @param {URLSearchParams} params
 * @param {ViewKeys | null} [known]
 * @returns {string}
 * @example canonicalViewQuery(new URLSearchParams('sort=price-asc&color=red&color=blue&utm_source=x')) // 'color=blue&color=red&sort=price-asc'
 */
export function canonicalViewQuery(params, known = null) {
  /** @type {Map<string, Set<string>>} */
  const filters = new Map()
  let sort = DEFAULT_SORT
  let page = 1
  for (const [rawKey, rawValue] of params) {
    if (IGNORED.test(rawKey)) continue
    if (rawKey === 'sort') {
      if (VIEW_SORTS.includes(rawValue)) sort = rawValue
      continue
    }
    if (rawKey === 'page') {
      if (/^\d{1,6}$/.test(rawValue) && Number(rawValue) >= 1) page = Number(rawValue)
      continue
    }
    if (rawKey.length > MAX_KEY || !KEY.test(rawKey)) continue
    const values = known ? known.get(rawKey) : undefined
    if (known && !values) continue
    for (const piece of rawValue.split(',')) {
      const value = piece.trim().toLowerCase()
      if (value.length > MAX_VALUE || !VALUE.test(value) || (values && !values.has(value))) continue
      const set = filters.get(rawKey) ?? new Set()
      set.add(value)
      filters.set(rawKey, set)
    }
  }
  const out = new URLSearchParams()
  let count = 0
  for (const key of [...filters.keys()].sort().slice(0, MAX_KEYS)) {
    for (const value of [...(filters.get(key) ?? [])].sort()) {
      if (count++ >= MAX_VALUES) break
      out.append(key, value)
    }
  }
  if (sort !== DEFAULT_SORT) out.set('sort', sort)
  if (page > 1) out.set('page', String(page))
  return out.toString()
}
