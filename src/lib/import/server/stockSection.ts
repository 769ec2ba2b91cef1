import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { rawRows } from '@/lib/platform/db/server/rawSql'
import { deleteStock, readStock, receiptDay, sameStock, upsertStock, type StockRow } from '@/lib/stock/server/stockRows'

import type { ImportData, ImportFile, ImportProblem } from '../format'
import { stockReferenceProblems } from '../stockFormat'
import type { SectionCounts } from './sync'

/*
 * The `stock` section (docs/import-format-stock.md), keyed by part number and warehouse code:
 * read, compared and written in bulk through src/lib/stock/server/stockRows.ts, the
 * ERP feed's own writer (a catalogue of 50,000 parts has as many rows or more, too many for a
 * Payload write each). Inside the import's transaction, after the parts and warehouses.
 */

type StockRecord = NonNullable<ImportData['stock']>[number]
type Db = { payload: Payload; db: unknown }

/** Ids by natural key: part numbers and warehouse codes, both ways. */
async function keys({ payload, db }: Db) {
  const [parts, warehouses] = await Promise.all([
    rawRows(payload, { sqlite: sqliteSql`SELECT id, pn FROM parts`, postgres: pgSql`SELECT id, pn FROM parts` }, db),
    rawRows(payload, { sqlite: sqliteSql`SELECT id, code FROM warehouses`, postgres: pgSql`SELECT id, code FROM warehouses` }, db),
  ])
  return {
    partId: new Map(parts.map((r) => [String(r.pn), Number(r.id)])),
    pnOf: new Map(parts.map((r) => [Number(r.id), String(r.pn)])),
    warehouseId: new Map(warehouses.map((r) => [String(r.code), Number(r.id)])),
    codeOf: new Map(warehouses.map((r) => [Number(r.id), String(r.code)])),
  }
}

/**
 * Before anything is written: every part and warehouse a stock record names is in the file,
 * or stored and kept (a replace with a products or warehouses section keeps only the file's).
 */
export async function stockProblems(target: Db, data: ImportData, replace: boolean): Promise<ImportProblem[]> {
  if (!data.stock) return []
  const stored = await keys(target)
  const parts = new Set((data.products ?? []).map((p) => p.pn))
  const warehouses = new Set((data.warehouses ?? []).map((w) => w.code))
  if (!(replace && data.products)) for (const pn of stored.partId.keys()) parts.add(pn)
  if (!(replace && data.warehouses)) for (const code of stored.warehouseId.keys()) warehouses.add(code)
  return stockReferenceProblems(data.stock, parts, warehouses)
}

const rowOf = (record: StockRecord, partId: number, warehouseId: number): StockRow => ({
  partId,
  warehouseId,
  onHand: record.onHand,
  nextReceiptDate: record.nextReceipt ? receiptDay(record.nextReceipt.date) : null,
  nextReceiptQty: record.nextReceipt?.qty ?? null,
  asOf: record.asOf ?? null,
})

/** Creates and updates the file's rows in bulk; with `replace`, deletes the stored rows the file lacks. */
export async function importStock(
  target: Db,
  records: readonly StockRecord[],
  options: { replace: boolean; counts: SectionCounts; onProgress?: (done: number, total: number) => void },
): Promise<void> {
  const { partId, warehouseId } = await keys(target)
  const stored = new Map((await readStock(target.payload, target.db)).map((r) => [`${r.partId} ${r.warehouseId}`, r]))
  const seen = new Set<string>()
  const changed: StockRow[] = []
  for (const record of records) {
    // Checked up front (stockProblems): every part and warehouse named exists by now.
    const row = rowOf(record, partId.get(record.pn)!, warehouseId.get(record.warehouse)!)
    const key = `${row.partId} ${row.warehouseId}`
    seen.add(key)
    const was = stored.get(key)
    if (!was) options.counts.created++
    else if (!sameStock(was, row)) options.counts.updated++
    else continue
    changed.push(row)
  }
  await upsertStock(target.payload, target.db, changed, { keepNewer: false })
  if (options.replace) {
    const absent = [...stored.entries()].filter(([key]) => !seen.has(key)).map(([, r]) => r.id)
    await deleteStock(target.payload, target.db, absent)
    options.counts.deleted += absent.length
  }
  options.onProgress?.(records.length, records.length)
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Every stored row as a record of the file, by part number, then warehouse code. */
export async function exportStock(payload: Payload): Promise<Required<ImportFile>['stock']> {
  const { pnOf, codeOf } = await keys({ payload, db: undefined })
  const records = (await readStock(payload)).flatMap((r) => {
    const pn = pnOf.get(r.partId)
    const warehouse = codeOf.get(r.warehouseId)
    if (pn === undefined || warehouse === undefined) return []
    const receipt = r.nextReceiptDate
      ? { date: r.nextReceiptDate.slice(0, 10), ...(r.nextReceiptQty == null ? {} : { qty: r.nextReceiptQty }) }
      : null
    return [{ pn, warehouse, onHand: r.onHand, ...(receipt ? { nextReceipt: receipt } : {}), ...(r.asOf ? { asOf: r.asOf } : {}) }]
  })
  return records.sort((a, b) => compare(a.pn, b.pn) || compare(a.warehouse, b.warehouse))
}
