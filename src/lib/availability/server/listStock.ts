import { loader } from '@/lib/platform/cache/server/loader'
import { expireTagsOffRequest } from '@/lib/platform/cache/server/memo'
import { STOCK_LISTS_TAG } from '@/lib/platform/cache/tags'
import { getLogger } from '@/lib/platform/observability/server/log.mjs'
import type { ListStock } from '@/lib/catalogue/stockFacets'

import { stockSets, type StockSets as Sets } from '../listStockSets'
import { appAvailability } from './app'

/*
 * What the product list's stock filters need (docs/caching.md, "Stock on the list pages"):
 * which parts have a package on hand and which of those ship today, from the availability
 * snapshot. The list pages read it through a loader tagged STOCK_LISTS_TAG, so they alone carry
 * it; a watch compares the two sets every WATCH_MS with those the pages were rendered with, and
 * expires that tag when they differ (a part sold out or received, the cutoff, a new day). The
 * pages are then rendered again on their next request; nothing else is.
 */

/** With the snapshot's own poll (10 s), a stock change reaches the list within about 20 s. */
const WATCH_MS = 10_000

type State = { rendered: string | null; timer?: ReturnType<typeof setInterval> }
const state: State = ((globalThis as { __switchyardListStock?: State }).__switchyardListStock ??= { rendered: null })
const log = getLogger('availability')

function watch() {
  if (state.timer) return
  state.timer = setInterval(() => {
    if (state.rendered === null) return
    void appAvailability()
      .get()
      .then((snapshot) => {
        if (state.rendered === null || stockSets(snapshot, Date.now()).signature === state.rendered) return
        // Once: the list pages rendered next set what they show.
        state.rendered = null
        return expireTagsOffRequest([STOCK_LISTS_TAG])
      })
      .catch((err: unknown) => log.warn({ err }, 'list stock check failed'))
  }, WATCH_MS)
  state.timer.unref()
}

const readListStock = loader({ key: 'list-stock', tags: [STOCK_LISTS_TAG], memo: true }, async (): Promise<Sets> => {
  const { inStock, shipsToday, signature } = stockSets(await appAvailability().get(), Date.now())
  state.rendered = signature
  watch()
  return { inStock, shipsToday }
})

/** The sets as the list filters read them, made once per load. */
const asSets = new WeakMap<Sets, ListStock>()

/** The stock of every visible part as the list pages' stock filters read it. */
export async function getListStock(): Promise<ListStock> {
  const sets = await readListStock()
  let out = asSets.get(sets)
  if (!out) asSets.set(sets, (out = { inStock: new Set(sets.inStock), shipsToday: new Set(sets.shipsToday) }))
  return out
}
