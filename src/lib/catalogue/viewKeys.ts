import { STOCK_VIEW_KEYS } from './stockFacets'
import type { ValueLabels } from './values'

/**
 * The keys a list view (product list, category) filters on, each with the values it has: the
 * attribute keys that have a title and values, over every visible part, and the stock filters
 * (./stockFacets.ts; their names are kept for them, an attribute of that key is not offered).
 * The list pages read a view's query against them (parseListQuery), and the proxy drops
 * everything else from the query before it picks the cached page (canonicalViewQuery, through
 * /api/public/view-keys), so every spelling of one view is one page.
 */
export function listViewKeys(titles: readonly { key: string }[], values: ValueLabels): Record<string, string[]> {
  // No prototype: an attribute key such as `__proto__` is a key like any other.
  const out: Record<string, string[]> = Object.create(null)
  for (const { key } of titles) if (Object.hasOwn(values, key) && !Object.hasOwn(STOCK_VIEW_KEYS, key)) out[key] = Object.keys(values[key])
  for (const [key, slugs] of Object.entries(STOCK_VIEW_KEYS)) out[key] = [...slugs]
  return out
}
