import { normalizePn, type Part } from '@/domain'
import { availabilityFor } from '@/lib/availability/server/app'
import { loader } from '@/lib/platform/cache/server/loader'
import { generationOf } from '@/lib/platform/cache/server/memo'

import { collectionTag, globalTag } from '@/lib/platform/cache/tags'
import { readCommerceBase, readParts, readPriceList, readReps } from '@/lib/commerce/server/readCommerceData'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { getPayloadClient } from '@/lib/platform/server/payload'

const baseTags = [
  ...['part-prefixes', 'shipping-rates', 'shipping-zones', 'box-rules', 'cart-item-rules', 'tax-rules', 'shipping-carriers'].map(
    collectionTag,
  ),
  globalTag('site-settings'),
  globalTag('shipping-settings'),
]

/** What a part's quote data comes from: the part itself and its family's slug. */
const PART_TAGS = [collectionTag('parts'), collectionTag('categories')]
/** Parts kept per generation at most: a catalogue's worth; past it the map starts again. */
const MAX_KEPT_PARTS = 100_000

type PartsKept = { generation: string; byPn: Map<string, Part | null> }
const partsKept = ((globalThis as { __switchyardQuoteParts?: PartsKept }).__switchyardQuoteParts ??= {
  generation: '',
  byPn: new Map(),
})

/**
 * The cart's parts, kept in process by part number (null: no such part) until an edit of
 * parts or families expires them: a quote reads only the numbers it has not met since, in
 * one query. Read per request before, the parts' query was most of a quote's time.
 */
async function keptParts(pns: readonly string[]): Promise<Part[]> {
  const generation = generationOf(PART_TAGS)
  if (partsKept.generation !== generation || partsKept.byPn.size > MAX_KEPT_PARTS) {
    partsKept.generation = generation
    partsKept.byPn = new Map()
  }
  const kept = partsKept.byPn
  const wanted = [...new Set(pns.map(normalizePn))].filter(Boolean)
  const missing = wanted.filter((pn) => !kept.has(pn))
  if (missing.length) {
    const found = new Map((await readParts(await getPayloadClient(), missing)).map((p) => [normalizePn(p.pn), p]))
    // A read that overlapped an edit is used once, not kept.
    const fresh = generationOf(PART_TAGS) === generation && partsKept.byPn === kept
    const read = new Map(missing.map((pn) => [pn, found.get(pn) ?? null]))
    if (fresh) for (const [pn, part] of read) kept.set(pn, part)
    return wanted.flatMap((pn) => (kept.get(pn) ?? read.get(pn)) || [])
  }
  return wanted.flatMap((pn) => kept.get(pn) || [])
}

/**
 * The quote's data in the app: rule tables and price lists cached until an edit expires
 * their tags (the same for every buyer: a list is shared by its customers), kept parsed in
 * process (memo), as are the parts a quote has met.
 */
export const appCommerceSource: CommerceSource = {
  base: loader({ key: 'commerce-base', tags: baseTags, memo: true }, async () => readCommerceBase(await getPayloadClient())),
  parts: keptParts,
  priceList: loader(
    { key: 'price-list', tags: [collectionTag('price-lists'), collectionTag('price-list-entries')], memo: true },
    async (name: string) => readPriceList(await getPayloadClient(), name),
  ),
  // Each line's ship-date promise, from the in-process stock snapshot (docs/availability.md).
  availability: (lines) => availabilityFor(lines),
}

export const getReps = loader({ key: 'sales-reps', tags: [collectionTag('sales-reps')] }, async () => readReps(await getPayloadClient()))
