import { loader } from '@/lib/platform/cache/server/loader'

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

/**
 * The quote's data in the app: rule tables and price lists cached until an edit expires
 * their tags (the same for every buyer: a list is shared by its customers); the cart's
 * parts read per request.
 */
export const appCommerceSource: CommerceSource = {
  base: loader({ key: 'commerce-base', tags: baseTags }, async () => readCommerceBase(await getPayloadClient())),
  parts: async (pns) => readParts(await getPayloadClient(), pns),
  priceList: loader(
    { key: 'price-list', tags: [collectionTag('price-lists'), collectionTag('price-list-entries')] },
    async (name: string) => readPriceList(await getPayloadClient(), name),
  ),
}

export const getReps = loader({ key: 'sales-reps', tags: [collectionTag('sales-reps')] }, async () => readReps(await getPayloadClient()))
