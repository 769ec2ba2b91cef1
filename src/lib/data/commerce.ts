import { cached } from '@/lib/cache/data'

import { collectionTag, globalTag } from '@/lib/cache/tags'
import { readCommerceBase, readParts, readPriceList, readReps } from '@/lib/commerce/readCommerceData'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { getPayloadClient } from '@/lib/payload'

const baseTags = [
  ...['part-prefixes', 'shipping-rates', 'shipping-zones', 'box-rules', 'cart-item-rules', 'tax-rules', 'shipping-carriers'].map(collectionTag),
  globalTag('site-settings'),
  globalTag('shipping-settings'),
]

/**
 * The quote's data in the app: rule tables and price lists cached until an edit expires
 * their tags (the same for every buyer: a list is shared by its customers); the cart's
 * parts read per request.
 */
export const appCommerceSource: CommerceSource = {
  // The key names the shape: 'cents' since the rule tables' amounts are read into cents (docs/pricing.md, "Money").
  base: cached(async () => readCommerceBase(await getPayloadClient()), ['commerce-base', 'cents'], { tags: baseTags }),
  parts: async (pns) => readParts(await getPayloadClient(), pns),
  priceList: cached(async (name: string) => readPriceList(await getPayloadClient(), name), ['price-list'], {
    tags: [collectionTag('price-lists'), collectionTag('price-list-entries')],
  }),
}

export const getReps = cached(async () => readReps(await getPayloadClient()), ['sales-reps'], {
  tags: [collectionTag('sales-reps')],
})
