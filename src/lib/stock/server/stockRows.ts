import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { isSqlite, rawRows } from '@/lib/platform/db/server/rawSql'

/*
 * The stock table in bulk, in plain SQL on the adapter's connection or a transaction's session:
 * the ERP feed (./stockFeed.ts) writes 50,000 rows in seconds this way, and the importer's stock
 * section (src/lib/import/server/importStock.ts) writes and reads through the same functions.
 * Payload's own create and update would take a statement or three per row and run hooks that
 * stock does not need: it is not a page source (src/lib/platform/cache/tags.ts), so no page
 * cache expires, and the availability snapshot notices a change by the rows' `updated_at`,
 * which every write here sets.
 */

/** One part's stock in one warehouse, as stored: dates as ISO times (a receipt's day at 12:00 UTC, as the admin's date picker keeps it). */
export type StockRow = {
  partId: number
  warehouseId: number
  onHand: number
  nextReceiptDate: string | null
  nextReceiptQty: number | null
  asOf: string | null
}

/** A stored row with its id. */
export type StoredStockRow = StockRow & { id: number }

/** Rows per INSERT: 8 values each, far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const CHUNK = 500

/** The stored form of a receipt's day (YYYY-MM-DD): noon UTC, the same day in every time zone of the Americas. */
export const receiptDay = (day: string) => `${day}T12:00:00.000Z`

/** A date column as an ISO time: SQLite keeps the text Payload wrote, node-postgres gives a Date. */
function isoOf(value: unknown): string | null {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const numberOrNull = (value: unknown) => (value == null ? null : Number(value))

function storedRow(row: Record<string, unknown>): StoredStockRow {
  return {
    id: Number(row.id),
    partId: Number(row.part_id),
    warehouseId: Number(row.warehouse_id),
    onHand: Number(row.on_hand),
    nextReceiptDate: isoOf(row.next_receipt_date),
    nextReceiptQty: numberOrNull(row.next_receipt_qty),
    asOf: isoOf(row.as_of),
  }
}

const COLUMNS = 'id, part_id, warehouse_id, on_hand, next_receipt_date, next_receipt_qty, as_of'

/** Every stored row, or those of the given parts (in chunks when they are few; past 5,000, the whole table in one read is faster). */
export async function readStock(payload: Payload, db?: unknown, partIds?: readonly number[]): Promise<StoredStockRow[]> {
  if (partIds && partIds.length > 5000) {
    const wanted = new Set(partIds)
    return (await readStock(payload, db)).filter((r) => wanted.has(r.partId))
  }
  if (partIds === undefined) {
    const rows = await rawRows(
      payload,
      {
        sqlite: sqliteSql.raw(`SELECT ${COLUMNS} FROM stock ORDER BY id`),
        postgres: pgSql.raw(`SELECT ${COLUMNS} FROM stock ORDER BY id`),
      },
      db,
    )
    return rows.map(storedRow)
  }
  const out: StoredStockRow[] = []
  const ids = [...new Set(partIds)]
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    const rows = await rawRows(
      payload,
      {
        sqlite: sqliteSql`SELECT ${sqliteSql.raw(COLUMNS)} FROM stock WHERE part_id IN (${sqliteSql.join(chunk, sqliteSql`, `)})`,
        postgres: pgSql`SELECT ${pgSql.raw(COLUMNS)} FROM stock WHERE part_id IN (${pgSql.join(chunk, pgSql`, `)})`,
      },
      db,
    )
    out.push(...rows.map(storedRow))
  }
  return out
}

/** Whether two rows hold the same stock (their ids and times of writing aside). */
export const sameStock = (a: StockRow, b: StockRow) =>
  a.onHand === b.onHand && a.nextReceiptDate === b.nextReceiptDate && a.nextReceiptQty === b.nextReceiptQty && a.asOf === b.asOf

/**
 * Inserts or updates rows by (part, warehouse), 500 to a statement; `updated_at` becomes now.
 * With `keepNewer`, a stored row whose `asOf` is later than the row's is left as it is (the
 * database decides, so two feeds at once still keep the newest). Returns how many rows were written.
 */
export async function upsertStock(payload: Payload, db: unknown, rows: readonly StockRow[], { keepNewer }: { keepNewer: boolean }) {
  let written = 0
  const sqlite = isSqlite(payload)
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    const result = sqlite
      ? await rawRows(payload, sqliteUpsert(chunk, keepNewer), db)
      : await rawRows(payload, pgUpsert(chunk, keepNewer), db)
    written += result.length
  }
  return written
}

const UPDATE_SET =
  'on_hand = excluded.on_hand, next_receipt_date = excluded.next_receipt_date, next_receipt_qty = excluded.next_receipt_qty, ' +
  'as_of = excluded.as_of, updated_at = excluded.updated_at'
const NEWER_ONLY = 'WHERE stock.as_of IS NULL OR (excluded.as_of IS NOT NULL AND stock.as_of <= excluded.as_of)'

function sqliteUpsert(chunk: readonly StockRow[], keepNewer: boolean) {
  // The same text Payload writes (toISOString), so the text comparison of as_of orders times.
  const now = new Date().toISOString()
  const values = chunk.map(
    (r) => sqliteSql`(${r.partId}, ${r.warehouseId}, ${r.onHand}, ${r.nextReceiptDate}, ${r.nextReceiptQty}, ${r.asOf}, ${now}, ${now})`,
  )
  return {
    sqlite: sqliteSql`INSERT INTO stock (part_id, warehouse_id, on_hand, next_receipt_date, next_receipt_qty, as_of, updated_at, created_at)
      VALUES ${sqliteSql.join(values, sqliteSql`, `)}
      ON CONFLICT (part_id, warehouse_id) DO UPDATE SET ${sqliteSql.raw(UPDATE_SET)} ${sqliteSql.raw(keepNewer ? NEWER_ONLY : '')}
      RETURNING id`,
    postgres: undefined,
  }
}

function pgUpsert(chunk: readonly StockRow[], keepNewer: boolean) {
  // The database's clock (instances' clocks may differ), read as the statement runs.
  const values = chunk.map(
    (r) =>
      pgSql`(${r.partId}::integer, ${r.warehouseId}::integer, ${r.onHand}::numeric, ${r.nextReceiptDate}::timestamptz, ${r.nextReceiptQty}::numeric, ${r.asOf}::timestamptz, clock_timestamp(), clock_timestamp())`,
  )
  return {
    sqlite: undefined,
    postgres: pgSql`INSERT INTO stock (part_id, warehouse_id, on_hand, next_receipt_date, next_receipt_qty, as_of, updated_at, created_at)
      VALUES ${pgSql.join(values, pgSql`, `)}
      ON CONFLICT (part_id, warehouse_id) DO UPDATE SET ${pgSql.raw(UPDATE_SET)} ${pgSql.raw(keepNewer ? NEWER_ONLY : '')}
      RETURNING id`,
  }
}

/** Deletes rows by id, 500 to a statement. */
export async function deleteStock(payload: Payload, db: unknown, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    await rawRows(
      payload,
      {
        sqlite: sqliteSql`DELETE FROM stock WHERE id IN (${sqliteSql.join(chunk, sqliteSql`, `)}) RETURNING id`,
        postgres: pgSql`DELETE FROM stock WHERE id IN (${pgSql.join(chunk, pgSql`, `)}) RETURNING id`,
      },
      db,
    )
  }
}
