import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PlaceOrderBody } from '@/lib/orders/contract'
import { createAddress } from '@/lib/accounts/server/addressBook'
import { hubKey } from '@/lib/cart/features'
import type { HubStore } from '@/lib/cart/server/store'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { placeOrder } from '@/lib/orders/server/placeOrder'
import { inTransaction } from '@/lib/orders/server/transaction'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, putCart, sys } from './helpers/shop'

type Sql = (statements: string) => Promise<unknown>

/** The database's own refusal, under drizzle's "Failed query: commit" when it wraps it. */
const COMMIT_REFUSED = { postgres: /injected: COMMIT refused/, sqlite: /FOREIGN KEY constraint failed/ }
const refusedBy = (name: 'sqlite' | 'postgres') => (error: unknown) => {
  const messages = [error, (error as { cause?: unknown })?.cause].map((e) => (e instanceof Error ? e.message : ''))
  return messages.some((m) => COMMIT_REFUSED[name].test(m))
}
/** Settles with the error `work` rejects with, or fails when it does not reject. */
async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection, got success')
}

/** Runs SQL outside Payload: the pg pool, or the libsql client (several statements at once). */
function rawSql(payload: Payload): Sql {
  const db = payload.db as unknown as {
    pool?: { query(q: string): Promise<unknown> }
    client?: { executeMultiple(q: string): Promise<unknown> }
  }
  return (statements) => (db.pool ? db.pool.query(statements) : db.client!.executeMultiple(statements))
}

/**
 * A real COMMIT failure, checked only at COMMIT: every row inserted into `table` adds a row
 * that breaks a deferred constraint (a constraint trigger on PostgreSQL; a deferred foreign
 * key on SQLite, whose connections enforce foreign keys). The statements themselves succeed.
 */
async function failCommitsOn(payload: Payload, name: 'sqlite' | 'postgres', table: string): Promise<() => Promise<void>> {
  const sql = rawSql(payload)
  const trap = `commit_trap_${table}`
  if (name === 'postgres') {
    await sql(`CREATE OR REPLACE FUNCTION ${trap}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected: COMMIT refused'; END $$;
      CREATE CONSTRAINT TRIGGER ${trap} AFTER INSERT ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${trap}();`)
    return async () => void (await sql(`DROP TRIGGER ${trap} ON ${table}; DROP FUNCTION ${trap}();`))
  }
  await sql(`CREATE TABLE ${trap}_parent (id INTEGER PRIMARY KEY);
    CREATE TABLE ${trap} (ref INTEGER REFERENCES ${trap}_parent(id) DEFERRABLE INITIALLY DEFERRED);
    CREATE TRIGGER ${trap} AFTER INSERT ON ${table} BEGIN INSERT INTO ${trap} (ref) VALUES (-1); END;`)
  return async () => void (await sql(`DROP TRIGGER ${trap}; DROP TABLE ${trap}; DROP TABLE ${trap}_parent;`))
}

/**
 * Issue 25's phantom orders: @payloadcms/drizzle dropped a failed COMMIT, so a write that was
 * rolled back was reported as done (201 for an order that does not exist). With the adapter
 * wrapped (src/lib/platform/db), the caller of commitTransaction gets the error and nothing is stored.
 */
describe.each(testDatabases())('a COMMIT that fails on $name', (db: TestDatabase) => {
  let payload: Payload
  let hub: HubStore
  let source: CommerceSource
  const buyer = { email: 'commit@example.test', nameFirst: 'Cora', nameLast: 'Commit' }
  let addressId = 0

  beforeAll(async () => {
    ;({ payload, hub, source } = await openVectorShop(db))
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USX', name: 'United States' }, ...sys })
    await payload.create({
      collection: 'web-users',
      data: { email: buyer.email, customers: [await customerId(payload, 'acme-oem')] },
      ...sys,
    })
    const created = await createAddress(payload, buyer, PA)
    if (!created.ok) throw new Error(created.code)
    addressId = created.address.id
  }, 180_000)

  afterAll(async () => {
    await hub?.close()
    await db.drop()
  })

  const redirectsFrom = async (from: string) =>
    (await payload.count({ collection: 'redirects', where: { from: { equals: from } }, ...sys })).totalDocs

  it('throws to the caller of commitTransaction, and the write is not there', async () => {
    const restore = await failCommitsOn(payload, db.name, 'redirects')
    try {
      const write = inTransaction(payload, (req) =>
        payload.create({ collection: 'redirects', data: { from: '/commit-lost', to: '/products', status: '301' }, req, ...sys }),
      )
      expect(refusedBy(db.name)(await rejection(write))).toBe(true)
      expect(await redirectsFrom('/commit-lost')).toBe(0)
      // Payload's own operations commit through the same adapter (PostgreSQL; SQLite runs them without a transaction).
      if (db.name === 'postgres') {
        const own = payload.create({ collection: 'redirects', data: { from: '/commit-lost-2', to: '/products', status: '301' }, ...sys })
        expect(refusedBy(db.name)(await rejection(own))).toBe(true)
        expect(await redirectsFrom('/commit-lost-2')).toBe(0)
      }
    } finally {
      await restore()
    }
    // The same write without the trap commits: the failure above was the COMMIT's.
    await inTransaction(payload, (req) =>
      payload.create({ collection: 'redirects', data: { from: '/commit-kept', to: '/products', status: '301' }, req, ...sys }),
    )
    expect(await redirectsFrom('/commit-kept')).toBe(1)
  })

  it('placeOrder fails (the API answers 500) instead of answering 201 for an order that was rolled back; the cart stays for a retry', async () => {
    const orders = async () => (await payload.count({ collection: 'orders', ...sys })).totalDocs
    const jobs = async () => (await payload.count({ collection: 'deliveries', ...sys })).totalDocs
    await putCart(hub, buyer.email, [['PB22-XG1', 2]])
    const body = { shippingContactId: addressId, billingContactId: addressId, payment: 'terms' as const, poNumber: 'PO-COMMIT' }
    const place = (expectedTotal: number, key: string) =>
      placeOrder({ payload, hub, source }, { buyer, idempotencyKey: key, locale: 'en', body: { ...body, expectedTotal } as PlaceOrderBody })
    const probe = await place(999_999, 'commit-probe-0001')
    if (probe.ok || !probe.quote) throw new Error(`expected price-changed, got ${JSON.stringify(probe)}`)
    const expectedTotal = probe.quote.total
    const [ordersBefore, jobsBefore] = [await orders(), await jobs()]

    const restore = await failCommitsOn(payload, db.name, 'orders')
    try {
      expect(refusedBy(db.name)(await rejection(place(expectedTotal, 'commit-key-0001')))).toBe(true)
    } finally {
      await restore()
    }
    // Neither the order nor its queued mails; the cart is still there to be ordered.
    expect(await orders()).toBe(ordersBefore)
    expect(await jobs()).toBe(jobsBefore)
    expect((await hub.get(hubKey(buyer.email, 'liveCart'))).value).not.toBeNull()

    // A retry with the same key places it once.
    const retried = await place(expectedTotal, 'commit-key-0001')
    expect(retried).toMatchObject({ ok: true, status: 201 })
    expect(await orders()).toBe(ordersBefore + 1)
  })
})
