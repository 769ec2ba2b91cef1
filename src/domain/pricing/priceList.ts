import { PUBLIC_PRICE_LIST } from '../customers'
import { type Cents, percentOff } from '../money'
import { normalizePn } from '../partNumber'
import type { Part, PartPrefix, PriceListEntry, PriceLists } from '../types'
import { scheduleFor } from './schedule'

/** The catch-all schedule of a price list. */
export const SCHEDULE_Z = 'Z'
const PERCENT_DISCOUNT = '% discount'
const ACTUAL = 'actual'
/** List names that mean "the public list" (legacy accounts). */
const PUBLIC_ALIASES = ['', 'list', 'select']

export interface UnitPrice {
  unitPriceCents: Cents
  /** The entry's value type is neither % Discount nor Actual: "Call for price". */
  priceOnRequest: boolean
  /** Which entry priced it: exact item, schedule, schedule Z, or none (list price). */
  source: 'item' | 'schedule' | 'schedule-z' | 'list-price'
  /** The per cent off the list price of a `% Discount` entry, else null (an `Actual` is a set price). */
  discountPercent: number | null
  /** The schedule of the entry that priced it (null for an item entry or the list price). */
  schedule: string | null
}

/** How an entry prices: a per cent off the list price, an actual price, or on request. */
export type PriceEntryKind = 'percent' | 'actual' | 'on-request'

/**
 * What an entry's value type means, trimmed and in any case: `% Discount` a per cent off,
 * `Actual` a price; any other type, price on request.
 * @example priceEntryKind(' actual ') // 'actual'
 */
export function priceEntryKind(valueType: string): PriceEntryKind {
  const type = valueType.trim().toLowerCase()
  return type === PERCENT_DISCOUNT ? 'percent' : type === ACTUAL ? 'actual' : 'on-request'
}

/**
 * The list a customer's price-list name actually uses: none, `list` or `select` -> OEM.
 * @example resolvePriceListName('Select') // 'OEM'
 */
export function resolvePriceListName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim()
  return PUBLIC_ALIASES.includes(trimmed.toLowerCase()) ? PUBLIC_PRICE_LIST : trimmed
}

/**
 * The entries of a list by (resolved) name; an exact key first, then any case.
 * @example priceListEntries(lists, 'select') // lists.OEM
 */
export function priceListEntries(lists: PriceLists, name: string | null | undefined): readonly PriceListEntry[] {
  const wanted = resolvePriceListName(name)
  if (lists[wanted]) return lists[wanted]
  const key = Object.keys(lists).find((k) => k.trim().toUpperCase() === wanted.toUpperCase())
  return key ? lists[key] : []
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.toUpperCase()

/**
 * The exact item entry for pn in a list, if any (also what lets a customer order a
 * restricted part).
 * @example findItemEntry(lists.D1, 'rlu-2c-24d')?.priceCents // 710
 */
export function findItemEntry(entries: readonly PriceListEntry[], pn: string): PriceListEntry | null {
  const target = normalizePn(pn)
  if (!target) return null
  return entries.find((e) => normalizePn(e.item) === target) ?? null
}

/**
 * The customer's unit price for a part: exact item entry, else the entry for schedule(pn),
 * else schedule Z, else the list price.
 * @example unitPriceFor(part, 'OEM', { partPrefixes, priceLists }).unitPriceCents // 1665
 */
export function unitPriceFor(
  part: Part,
  listName: string | null | undefined,
  catalog: { partPrefixes: readonly PartPrefix[]; priceLists: PriceLists },
): UnitPrice {
  const entries = priceListEntries(catalog.priceLists, listName)
  const schedule = scheduleFor(part.pn, catalog.partPrefixes)
  const listCents = part.listPriceCents
  const byItem = findItemEntry(entries, part.pn)
  const bySchedule = schedule ? entries.find((e) => !normalizePn(e.item) && same(e.schedule, schedule)) : undefined
  const byZ = entries.find((e) => !normalizePn(e.item) && same(e.schedule, SCHEDULE_Z))
  const [entry, source] = byItem
    ? [byItem, 'item' as const]
    : bySchedule
      ? [bySchedule, 'schedule' as const]
      : byZ
        ? [byZ, 'schedule-z' as const]
        : [null, 'list-price' as const]
  if (!entry) return { unitPriceCents: listCents, priceOnRequest: false, source, discountPercent: null, schedule: null }
  const of = { source, schedule: source === 'item' ? null : entry.schedule?.trim() || null }
  const kind = priceEntryKind(entry.valueType)
  // A discount over 100% is a data error; never let it turn into a negative price.
  if (kind === 'percent') {
    const percent = entry.percent ?? 0
    return { unitPriceCents: Math.max(0, percentOff(listCents, percent)), priceOnRequest: false, ...of, discountPercent: percent }
  }
  if (kind === 'actual' && entry.priceCents != null) {
    return { unitPriceCents: entry.priceCents, priceOnRequest: false, ...of, discountPercent: null }
  }
  return { unitPriceCents: 0, priceOnRequest: true, ...of, discountPercent: null }
}
