import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { isSqlite, rawRows } from '@/lib/platform/db/server/rawSql'
import { beginTransaction } from '@/lib/platform/db/server/transactions'

import { feedRowSchema, type BadRow, type FeedAnswer, type FeedRow } from '../contract'
import { readStock, receiptDay, sameStock, upsertStock, type StockRow } from './stockRows'

/*
 * The ERP's stock feed applied (docs/api.md, "ERP"): every row is checked before anything is
 * written, and a feed with a bad row writes nothing; part numbers the shop lacks are skipped
 * and named; per part and warehouse a count older than the stored one is kept out. The rows
 * go in one transaction, in multi-row upserts (./stockRows.ts).
 */

export type FeedResult = { ok: true; answer: FeedAnswer } | { ok: false; bad: BadRow[] }

/** What the zod issue says, with "is required" for a field left out. */
const rowError = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined)

/** Each row through the schema; a part and warehouse named twice is refused (which count would be meant?). */
export function checkRows(items: readonly unknown[], warehouses: ReadonlyMap<string, number>): { rows: FeedRow[]; bad: BadRow[] } {
  const rows: FeedRow[] = []
  const bad: BadRow[] = []
  const seen = new Map<string, number>()
  const known = [...warehouses.keys()].join(', ') || 'none yet'
  items.forEach((item, index) => {
    const sent = item && typeof item === 'object' ? (item as { pn?: unknown }).pn : undefined
    const pn = typeof sent === 'string' ? sent : null
    const parsed = feedRowSchema.safeParse(item, { error: rowError })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) bad.push({ index, pn, field: issue.path.join('.') || '(row)', reason: issue.message })
      return
    }
    const row = parsed.data
    if (!warehouses.has(row.warehouse)) {
      bad.push({ index, pn, field: 'warehouse', reason: `names no warehouse: "${row.warehouse}" (the warehouses are ${known})` })
      return
    }
    const key = `${row.pn}\u0000${row.warehouse}`
    const first = seen.get(key)
    if (first !== undefined) {
      bad.push({ index, pn, field: 'pn', reason: `repeats the part and warehouse of items[${first}]` })
      return
    }
    seen.set(key, index)
    rows.push(row)
  })
  return { rows, bad }
}

/** Warehouse ids by code. */
async function warehouseIds(payload: Payload): Promise<Map<string, number>> {
  const rows = await rawRows(payload, {
    sqlite: sqliteSql`SELECT id, code FROM warehouses`,
    postgres: pgSql`SELECT id, code FROM warehouses`,
  })
  return new Map(rows.map((r) => [String(r.code), Number(r.id)]))
}

/** Part ids by number, in one query: by the numbers named when they are few, else every part's. */
async function partIds(payload: Payload, pns: readonly string[]): Promise<Map<string, number>> {
  const few = pns.length <= 500
  const rows = few
    ? await rawRows(payload, {
        sqlite: sqliteSql`SELECT id, pn FROM parts WHERE pn IN (${sqliteSql.join([...pns], sqliteSql`, `)})`,
        postgres: pgSql`SELECT id, pn FROM parts WHERE pn IN (${pgSql.join([...pns], pgSql`, `)})`,
      })
    : await rawRows(payload, { sqlite: sqliteSql`SELECT id, pn FROM parts`, postgres: pgSql`SELECT id, pn FROM parts` })
  return new Map(rows.map((r) => [String(r.pn), Number(r.id)]))
}

/** SQLite takes one writer at a time: this process's feeds queue (a second would wait on the lock, then fail). */
const queues = new WeakMap<Payload, Promise<unknown>>()
function serialized<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  if (!isSqlite(payload)) return run()
  const next = (queues.get(payload) ?? Promise.resolve()).then(run, run)
  queues.set(
    payload,
    next.catch(() => undefined),
  )
  return next
}

/** Checks the whole feed, then writes it in one transaction; a bad row means nothing is written. */
export async function applyStockFeed(payload: Payload, feed: { asOf: string; items: readonly unknown[] }): Promise<FeedResult> {
  const warehouses = await warehouseIds(payload)
  const { rows, bad } = checkRows(feed.items, warehouses)
  if (bad.length > 0) return { ok: false, bad }
  if (rows.length === 0) return { ok: true, answer: { asOf: feed.asOf, applied: 0, unchanged: 0, skippedOlder: 0, unknown: [] } }
  const ids = await partIds(payload, [...new Set(rows.map((r) => r.pn))])
  const unknown = [...new Set(rows.filter((r) => !ids.has(r.pn)).map((r) => r.pn))]
  const incoming: StockRow[] = rows.flatMap((r) => {
    const partId = ids.get(r.pn)
    if (partId === undefined) return []
    return [
      {
        partId,
        warehouseId: warehouses.get(r.warehouse)!,
        onHand: r.onHand,
        nextReceiptDate: r.nextReceipt ? receiptDay(r.nextReceipt.date) : null,
        nextReceiptQty: r.nextReceipt?.qty ?? null,
        asOf: feed.asOf,
      },
    ]
  })
  const counts = await serialized(payload, () => write(payload, incoming))
  return { ok: true, answer: { asOf: feed.asOf, ...counts, unknown } }
}

/** Leaves out what is stored newer or the same, and upserts the rest in one transaction. */
async function write(payload: Payload, incoming: StockRow[]): Promise<Omit<FeedAnswer, 'asOf' | 'unknown'>> {
  const id = (await payload.db.beginTransaction()) ?? (isSqlite(payload) ? await beginTransaction.call(payload.db) : null)
  if (!id) throw new Error(`The database adapter ${payload.db.packageName} cannot apply the stock feed in one transaction`)
  const db = (payload.db as unknown as { sessions: Record<string, { db: unknown }> }).sessions[String(id)].db
  try {
    const stored = new Map(
      (await readStock(payload, db, [...new Set(incoming.map((r) => r.partId))])).map((r) => [`${r.partId} ${r.warehouseId}`, r]),
    )
    let unchanged = 0
    let skippedOlder = 0
    const changed = incoming.filter((row) => {
      const was = stored.get(`${row.partId} ${row.warehouseId}`)
      if (was?.asOf && row.asOf && was.asOf > row.asOf) skippedOlder++
      else if (was && sameStock(was, row)) unchanged++
      else return true
      return false
    })
    const applied = await upsertStock(payload, db, changed, { keepNewer: true })
    await payload.db.commitTransaction(id)
    // A row another feed made newer meanwhile was kept by the statement's own condition.
    return { applied, unchanged, skippedOlder: skippedOlder + changed.length - applied }
  } catch (error) {
    await payload.db.rollbackTransaction(id).catch(() => undefined)
    throw error
  }
}
