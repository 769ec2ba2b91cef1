import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openHubStore, type HubStore } from '@/lib/cart/server/store'

import { testDatabases, type TestDatabase } from './helpers/databases'

const dbs = testDatabases()

describe.each(dbs)('carts and favorites store (hub_kv) on $name', (db: TestDatabase) => {
  let store: HubStore
  const owner = { email: 'buyer@example.test', feature: 'liveCart' }
  const key = 'buyer@example.test:liveCart'

  beforeAll(async () => {
    // Opening the database runs every migration, the hub_kv table's too.
    await db.open()
    store = openHubStore(db.env)
  }, 120_000)

  afterAll(async () => {
    await store?.close()
    await db.drop()
  })

  it('answers version 0 and no value before the first write', async () => {
    expect(await store.get(key)).toEqual({ value: null, version: 0 })
  })

  it('writes based on the current version and refuses a stale one with the current value', async () => {
    expect(await store.put(key, owner, { cartItems: [{ pn: 'A', prod_quantity: 1 }] }, 0)).toEqual({ ok: true, version: 1 })
    // A second first write (another tab also saw version 0) changes nothing.
    const stale = await store.put(key, owner, { cartItems: [] }, 0)
    expect(stale).toEqual({ ok: false, current: { value: { cartItems: [{ pn: 'A', prod_quantity: 1 }] }, version: 1 } })
    expect(await store.put(key, owner, { cartItems: [{ pn: 'B', prod_quantity: 2 }] }, 1)).toEqual({ ok: true, version: 2 })
    expect((await store.put(key, owner, { cartItems: [] }, 1)).ok).toBe(false)
    expect(await store.get(key)).toEqual({ value: { cartItems: [{ pn: 'B', prod_quantity: 2 }] }, version: 2 })
  })

  it('of two concurrent writes on the same version exactly one wins', async () => {
    const k = 'race@example.test:favorites'
    const o = { email: 'race@example.test', feature: 'favorites' }
    await store.put(k, o, [], 0)
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.put(k, o, [{ pn: `P${i}` }], 1)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect((await store.get(k)).version).toBe(2)
  })

  it('delete removes the value; the next write starts again from version 0', async () => {
    await store.delete(key)
    expect(await store.get(key)).toEqual({ value: null, version: 0 })
    expect((await store.put(key, owner, { cartItems: [] }, 2)).ok).toBe(false)
    expect(await store.put(key, owner, { cartItems: [] }, 0)).toEqual({ ok: true, version: 1 })
    expect(await store.keysOf('buyer@example.test')).toEqual([key])
  })
})
