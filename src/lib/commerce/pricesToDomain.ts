import { type Cents, type Part, type PriceListEntry, priceEntryKind, toCents } from '@/domain'

/**
 * Where a part's price and a price list's entries enter the domain (docs/pricing.md, "Money"):
 * stored, in the import file and in the price API they are dollars; the rules take integer
 * cents. The rule tables' records convert in their specs (specs/rateTable.ts, boxRules.ts,
 * carriers.ts, customers.ts), with `centsOrNull` for an optional amount.
 */

/** A part as stored and as the import file has it: `listPrice` in dollars. */
export type PartRecord = {
  pn: string
  listPrice: number
  pkgqty?: number | null
  family?: string | null
  tariff?: boolean | null
  tariffRate?: number | null
}

/**
 * A part as the rules price it (list price in cents).
 * @example partToDomain({ pn: 'PB22-XG1', listPrice: 18.5 }).listPriceCents // 1850
 */
export function partToDomain(part: PartRecord): Part {
  return {
    pn: part.pn,
    listPriceCents: toCents(part.listPrice),
    pkgqty: part.pkgqty,
    family: part.family,
    tariff: part.tariff,
    tariffRate: part.tariffRate,
  }
}

/**
 * A price-list entry as stored, as the import file and `GET /api/public/price` carry it:
 * `value` is the per cent of a `% Discount` and the dollars of an `Actual`.
 */
export type PriceListRecord = { item?: string | null; schedule?: string | null; valueType: string; value: number }

/**
 * A price-list entry as the rules read it: a `% Discount`'s per cent, an `Actual`'s price in
 * cents; an entry priced on request has neither.
 * @example priceListEntryToDomain({ item: 'RLU-2C-24D', valueType: 'Actual', value: 7.1 }).priceCents // 710
 */
export function priceListEntryToDomain({ item, schedule, valueType, value }: PriceListRecord): PriceListEntry {
  const kind = priceEntryKind(valueType)
  return {
    item: item ?? null,
    schedule: schedule ?? null,
    valueType,
    percent: kind === 'percent' ? value : null,
    priceCents: kind === 'actual' ? toCents(value) : null,
  }
}

/**
 * An optional amount in dollars as cents, null when there is none.
 * @example centsOrNull(500) // 50000
 */
export function centsOrNull(dollars: number | null | undefined): Cents | null {
  return dollars == null ? null : toCents(dollars)
}
