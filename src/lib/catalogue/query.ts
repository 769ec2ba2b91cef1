/**
 * The catalogue's view state lives in the URL query, so every view can be shared and
 * works without script: `?color=red&color=green&voltage=24-v-dc&sort=price-asc&page=2`.
 * Attribute keys are parameter names, value slugs their values (repeated for several).
 */

export const SORTS = ['name', 'series', 'price-asc', 'price-desc'] as const
export type SortKey = (typeof SORTS)[number]
export const DEFAULT_SORT: SortKey = 'name'

/** Selected value slugs by attribute key; within a key any value matches, across keys all must. */
export type Filters = Record<string, string[]>

export type ListQuery = { filters: Filters; sort: SortKey; page: number }

export type SearchParams = Record<string, string | string[] | undefined>

const RESERVED = new Set(['sort', 'page'])
const MAX_VALUES_PER_KEY = 50
const VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])

/**
 * Reads the query against the attribute keys and values that exist: unknown keys and values
 * are dropped, the sort falls back to name and the page to 1.
 * @example parseListQuery({ color: ['red', 'nope'], page: '2' }, { color: ['red'] }) // { filters: { color: ['red'] }, sort: 'name', page: 2 }
 */
export function parseListQuery(params: SearchParams, known: Readonly<Record<string, readonly string[]>>): ListQuery {
  const filters: Filters = {}
  for (const key of Object.keys(known)) {
    if (RESERVED.has(key)) continue
    const allowed = new Set(known[key])
    const wanted = asList(params[key])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter((v) => VALUE.test(v) && allowed.has(v))
    const unique = [...new Set(wanted)].slice(0, MAX_VALUES_PER_KEY).sort()
    if (unique.length) filters[key] = unique
  }
  const sortParam = asList(params.sort)[0]
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortKey) : DEFAULT_SORT
  const pageParam = asList(params.page)[0] ?? ''
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) : 1
  return { filters, sort, page }
}

/**
 * The query string of a view, '' for the default view; keys and values in a stable order,
 * defaults left out, so one view has one address.
 * @example serializeListQuery({ filters: { color: ['red'] }, sort: 'name', page: 1 }) // '?color=red'
 */
export function serializeListQuery(query: Partial<ListQuery>): string {
  const params = new URLSearchParams()
  const filters = query.filters ?? {}
  for (const key of Object.keys(filters).sort()) {
    for (const value of [...new Set(filters[key])].sort()) params.append(key, value)
  }
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/**
 * The view with one value selected or, when it was, unselected; back to the first page.
 * @example toggleFilter({ filters: {}, sort: 'name', page: 3 }, 'color', 'red') // { filters: { color: ['red'] }, sort: 'name', page: 1 }
 */
export function toggleFilter(query: ListQuery, key: string, value: string): ListQuery {
  const current = query.filters[key] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort()
  const filters = { ...query.filters }
  if (next.length) filters[key] = next
  else delete filters[key]
  return { ...query, filters, page: 1 }
}

/** The same view sorted another way, from the first page. */
export const withSort = (query: ListQuery, sort: SortKey): ListQuery => ({ ...query, sort, page: 1 })

/** The same view on another page. */
export const withPage = (query: ListQuery, page: number): ListQuery => ({ ...query, page })

/** The view without any filter (sort kept). */
export const withoutFilters = (query: ListQuery): ListQuery => ({ ...query, filters: {}, page: 1 })

/** Whether any filter is on. */
export const hasFilters = (query: Pick<ListQuery, 'filters'>) => Object.keys(query.filters).length > 0
