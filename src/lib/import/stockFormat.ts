import { z } from 'zod'

import { partNumber, text } from './formatFields'
import { formatPath, type ImportProblem } from './problems'

/**
 * The stock sections of the data-import file (docs/import-format-stock.md): the warehouses and
 * each part's stock in each of them, and the field types the ERP's stock feed
 * (PUT /api/erp/stock, src/lib/stock) checks its rows with, so a count, a warehouse code and a
 * date are read alike by both. Lead times are fields of the `products` and `series` records.
 */

/** A warehouse code as compared everywhere: trimmed and upper-cased, e.g. DAL. */
export const warehouseCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,15}$/, 'must be a warehouse code such as DAL (letters, digits, - and _, at most 16)')

/** A count of pieces on hand: a whole number, 0 or more. */
export const onHandCount = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number, 0 or more') })
    .int('must be a whole number, 0 or more')
    .min(0, 'must be a whole number, 0 or more')
    .max(1_000_000_000, 'must be at most 1,000,000,000')

/** How many pieces a receipt brings: a whole number, 1 or more. */
export const receiptQty = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number, 1 or more') })
    .int('must be a whole number, 1 or more')
    .min(1, 'must be a whole number, 1 or more')
    .max(1_000_000_000, 'must be at most 1,000,000,000')

/** Whether `value` (YYYY-MM-DD) names a day of the calendar (not 2026-02-30). */
const isCalendarDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [y, m, d] = match.slice(1).map(Number)
  const day = new Date(Date.UTC(y, m - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
}

/** A day, YYYY-MM-DD (a receipt's date). */
export const calendarDay = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date such as 2026-12-03') })
    .trim()
    .refine(isCalendarDay, 'must be a date such as 2026-12-03')

/** A moment with its offset, e.g. 2026-11-28T15:00:00Z; normalized to UTC with milliseconds, as stored. */
export const instant = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a time such as 2026-11-28T15:00:00Z') })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) && isCalendarDay(v.slice(0, 10)),
      'must be a time with its offset, such as 2026-11-28T15:00:00Z',
    )
    .transform((v, ctx) => {
      const ms = Date.parse(v)
      if (Number.isNaN(ms)) {
        ctx.addIssue({ code: 'custom', message: 'must be a time with its offset, such as 2026-11-28T15:00:00Z' })
        return z.NEVER
      }
      return new Date(ms).toISOString()
    })

/** The next receipt due: its day and, when known, how many it brings. */
export const nextReceiptSchema = z.strictObject({ date: calendarDay(), qty: receiptQty().optional() })

/** `warehouses` [code]: a place stock is kept, its name in both languages and its place in lists. */
export const warehouseSchema = z.strictObject({
  code: warehouseCode(),
  name: z.union([text().transform((t) => ({ en: t, es: t })), z.strictObject({ en: text(), es: text() })], {
    error: 'expects text, or { "en": ..., "es": ... }',
  }),
  sequence: z.number().int('must be a whole number').optional(),
})

/** `stock` [pn + warehouse]: one part's stock in one warehouse (a part with no record is made to order). */
export const stockSchema = z.strictObject({
  pn: partNumber(),
  warehouse: warehouseCode(),
  onHand: onHandCount(),
  nextReceipt: nextReceiptSchema.nullable().optional(),
  asOf: instant().nullable().optional(),
})

/** A lead time in business days: absent keeps the stored one, null clears it (then the series', else the site's). */
export const leadTimeDays = () =>
  z
    .number()
    .int('must be a whole number of business days')
    .min(0, 'must be 0 or more business days')
    .max(999, 'must be at most 999 business days')

/**
 * The stock records' part numbers and warehouse codes that name nothing: `parts` and
 * `warehouses` hold what the import can link to (the file's, and the database's unless a
 * replace of that section removes them). Found before anything is written.
 */
export function stockReferenceProblems(
  stock: readonly z.output<typeof stockSchema>[],
  parts: ReadonlySet<string>,
  warehouses: ReadonlySet<string>,
): ImportProblem[] {
  const problems: ImportProblem[] = []
  stock.forEach((record, index) => {
    if (!parts.has(record.pn))
      problems.push({ path: formatPath(['stock', index, 'pn']), reason: `names no part of the file or the database: "${record.pn}"` })
    if (!warehouses.has(record.warehouse))
      problems.push({
        path: formatPath(['stock', index, 'warehouse']),
        reason: `names no warehouse of the file or the database: "${record.warehouse}"`,
      })
  })
  return problems
}
