import type { Payload } from 'payload'

import type { CommerceSource } from '@/lib/commerce/quoteService'
import { readCommerceBase, readParts, readPriceList } from '@/lib/commerce/server/readCommerceData'
import { hubKey } from '@/lib/cart/features'
import { openHubStore, type HubStore } from '@/lib/cart/server/store'

import type { TestDatabase } from './databases'

import { importVectors } from '../../fixtures/importVectors'

/** The options of the tests' own reads and writes: past access control, no page revalidation. */
export const sys = { overrideAccess: true, context: { disableRevalidate: true } } as const

export { PA } from '../../fixtures/shipTo'

/** The app's source (src/lib/commerce/server/data.ts) without Next's cache: every call reads the database. */
export function commerceSource(payload: Payload): CommerceSource {
  return {
    base: () => readCommerceBase(payload),
    parts: (pns) => readParts(payload, pns),
    priceList: (name) => readPriceList(payload, name),
  }
}

/** A test database holding the worked examples' shop, with what placing an order needs: its hub store and commerce source. */
export async function openVectorShop(db: TestDatabase): Promise<{ payload: Payload; hub: HubStore; source: CommerceSource }> {
  const payload = await db.open()
  const hub = openHubStore(db.env)
  await importVectors(payload)
  return { payload, hub, source: commerceSource(payload) }
}

/** Saves a buyer's cart as the browser does, on the version stored now. */
export async function putCart(hub: HubStore, email: string, lines: [string, number][]): Promise<void> {
  const key = hubKey(email, 'liveCart')
  const { version } = await hub.get(key)
  const result = await hub.put(
    key,
    { email, feature: 'liveCart' },
    { cartItems: lines.map(([pn, prod_quantity]) => ({ pn, prod_quantity })) },
    version,
  )
  if (!result.ok) throw new Error('cart not saved')
}

/** The id of an imported customer by its name. */
export async function customerId(payload: Payload, name: string): Promise<number> {
  return (await payload.find({ collection: 'customers', where: { name: { equals: name } }, ...sys })).docs[0].id
}
