import { z } from 'zod'

import { partNumber } from '@/lib/import/formatFields'
import { calendarDay, instant, onHandCount, receiptQty, warehouseCode } from '@/lib/import/stockFormat'

/**
 * The ERP's stock feed (PUT /api/erp/stock, docs/api.md): what it takes and answers. The
 * fields are the import file's (src/lib/import/stockFormat.ts), so a count, a warehouse
 * code and a date mean the same in both.
 */

/** The most rows one feed may carry (the body's limit, 8 MB, holds about 80,000). */
export const MAX_FEED_ROWS = 100_000

/** The feed as a whole: when its counts were true, and its rows (each checked on its own, see feedRowSchema). */
export const feedSchema = z.object({
  asOf: instant(),
  items: z.array(z.unknown()).max(MAX_FEED_ROWS),
})

/** One row: a part's count in one warehouse and its next receipt (null when none is due). Every field is required. */
export const feedRowSchema = z.object({
  pn: partNumber(),
  warehouse: warehouseCode(),
  onHand: onHandCount(),
  nextReceipt: z
    .object(
      { date: calendarDay(), qty: receiptQty() },
      {
        error: (issue) =>
          issue.input === undefined ? 'is required (null when no receipt is due)' : 'expects { "date": "2026-12-03", "qty": 100 } or null',
      },
    )
    .nullable(),
})
export type FeedRow = z.output<typeof feedRowSchema>

/** A row the feed refuses: its place in `items`, its part number as sent, the field and why. */
export type BadRow = { index: number; pn: string | null; field: string; reason: string }

/** The answer to a feed that was applied. */
export type FeedAnswer = {
  asOf: string
  /** Rows written: a count, a receipt or the time of the count changed. */
  applied: number
  /** Rows equal to what is stored, with the same asOf (the same feed again): not rewritten. */
  unchanged: number
  /** Rows whose stored count is newer than this feed's asOf (a late delivery): kept as stored. */
  skippedOlder: number
  /** Part numbers the shop does not have: skipped. */
  unknown: string[]
}
