import { collectionTag, globalTag } from '@/lib/platform/cache/tags'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'

import { promisesFor, publishAvailability } from '../answer.mjs'
import { createAvailabilityStore, type AvailabilityStore } from './store'

/*
 * The app's one availability store (docs/availability.md, "In the server"): on globalThis, as
 * Next may load this module once per bundle layer and every copy must share one snapshot and
 * one poller. Each load is published for the HTTP front server of this process
 * (src/server/availability.mjs), which answers POST /api/public/availability from it.
 */

/** Every 10 s: a stock change anywhere shows within a poll and a load, well inside a minute. */
const POLL_MS = 10_000
/** The tags whose expiry (an edit in this process, or one another instance announced over Redis) reloads at once. */
const SOURCES = new Set([
  ...['stock', 'parts', 'products', 'categories', 'part-prefixes', 'cart-item-rules'].map(collectionTag),
  globalTag('site-settings'),
])

type Global = {
  __switchyardAvailabilityStore?: AvailabilityStore
  __switchyardCacheExpiryListeners?: Set<(tags: readonly string[]) => void>
}

/** The app's store, made on first use. */
export function appAvailability(): AvailabilityStore {
  const g = globalThis as Global
  if (g.__switchyardAvailabilityStore) return g.__switchyardAvailabilityStore
  const store = createAvailabilityStore(getPayloadClient, {
    feedOn: Boolean(loadEnv().erpToken),
    pollMs: POLL_MS,
    onLoad: publishAvailability,
  })
  g.__switchyardAvailabilityStore = store
  // No tags: everything was dropped (Redis came back), so anything may have changed.
  ;(g.__switchyardCacheExpiryListeners ??= new Set()).add((tags) => {
    if (tags.length === 0 || tags.some((t) => SOURCES.has(t))) store.soon()
  })
  return store
}

/**
 * Each line's promise (docs/availability.md), in order; null for a part number that is unknown
 * or restricted. For server code: the cart quote and order placement.
 */
export async function availabilityFor(lines: readonly { pn: string; qty: number }[], now?: number) {
  return promisesFor(await appAvailability().get(), lines, now)
}
