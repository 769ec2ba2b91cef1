import type { Cents } from '../money'
import type { RateRow } from '../types'

/** A rate-table column. */
export type RateColumn = 'ground' | 'groundDist' | 'air2day' | 'air1day'

/**
 * The row with minCents <= T <= maxCents (T in cents, compared exactly).
 * @example findRateRow(rows, 3330)?.groundCents // 950
 */
export function findRateRow(rows: readonly RateRow[], total: Cents): RateRow | null {
  return rows.find((row) => row.minCents <= total && total <= row.maxCents) ?? null
}

/**
 * The table charge for lines totalling T: no lines (T = 0) cost nothing; a T outside every
 * row gives null, so the caller says TBD instead of inventing a price.
 * @example tableChargeCents(rows, 16650, 'air2day') // 3900
 */
export function tableChargeCents(rows: readonly RateRow[], total: Cents, column: RateColumn): Cents | null {
  if (total <= 0) return 0
  const row = findRateRow(rows, total)
  return row ? row[`${column}Cents`] : null
}
