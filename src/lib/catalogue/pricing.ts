import { normalizePn, unitPriceFor, type Cents, type PartPrefix, type PriceListEntry, type UnitPrice } from '@/domain'
import { partToDomain } from '@/lib/commerce/pricesToDomain'
import { isRecord } from '@/lib/platform/isRecord'

import { profileBuilder, type PartProfiles } from './partFacets'
import { attributeValue, rememberValue, type LocalizedText, type ValueLabels } from './values'

/** A part as the catalogue reads it (the `parts` collection, every locale at once; `listPrice` in dollars). */
export type RawPart = {
  pn: string
  product?: number | string | null
  listPrice: number
  pkgqty?: number | null
  tariff?: boolean | null
  tariffRate?: number | null
  leadTimeNote?: LocalizedText | string | null
  attributes?: unknown
}

export type PricingContext = {
  prefixes: readonly PartPrefix[]
  /** The entries of the list to price with (the visitor's: OEM), as the rules read them (`priceListEntryToDomain`). */
  entries: readonly PriceListEntry[]
  listName: string
}

/**
 * The longest matching prefix entry of a pn, in time proportional to the pn's length
 * rather than to the number of prefixes: the same answer as the domain's findPartPrefix
 * (the first entry wins among equal titles), for tens of thousands of parts at once.
 */
export function prefixLookup(prefixes: readonly PartPrefix[]): (pn: string) => PartPrefix | null {
  const byTitle = new Map<string, PartPrefix>()
  for (const entry of prefixes) {
    const title = normalizePn(entry.title)
    if (title && !byTitle.has(title)) byTitle.set(title, entry)
  }
  const lengths = [...new Set([...byTitle.keys()].map((t) => t.length))].sort((a, b) => b - a)
  return (pn) => {
    const target = normalizePn(pn)
    for (const length of lengths) {
      if (length > target.length) continue
      const entry = byTitle.get(target.slice(0, length))
      if (entry) return entry
    }
    return null
  }
}

export type PartPricing = { price: UnitPrice; listCents: Cents }

/**
 * Prices parts with the domain's own rule (`unitPriceFor`), handing it for each part only its governing prefix and the list entries that could apply
 * (its item entry and the schedule entries), which gives the domain's answer without
 * scanning every prefix and entry for every part. The part's list price enters the domain
 * here, read into cents once (`partToDomain`).
 */
export function partPricer({ prefixes, entries, listName }: PricingContext): (part: RawPart) => PartPricing {
  const lookup = prefixLookup(prefixes)
  const byItem = new Map<string, PriceListEntry>()
  const bySchedule: PriceListEntry[] = []
  for (const entry of entries) {
    const item = normalizePn(entry.item)
    if (!item) bySchedule.push(entry)
    else if (!byItem.has(item)) byItem.set(item, entry)
  }
  return (part) => {
    const prefix = lookup(part.pn)
    const partPrefixes = prefix ? [prefix] : []
    const item = byItem.get(normalizePn(part.pn))
    const domainPart = partToDomain(part)
    const price = unitPriceFor(domainPart, listName, {
      partPrefixes,
      priceLists: { [listName]: item ? [item, ...bySchedule] : bySchedule },
    })
    return { price, listCents: domainPart.listPriceCents }
  }
}

/** One series as the product list shows and filters it. */
export type SeriesDigest = {
  /** Parts a visitor may see. */
  parts: number
  /** Parts hidden as restricted (a series with only these is not shown). */
  hidden: number
  /** The lowest visitor price in cents among the priced parts, null when none has one. */
  fromCents: number | null
  /** Value slugs per public attribute key, over the visible parts. */
  facets: Record<string, string[]>
  /** The visible parts by the values they have, so a filtered list counts and prices the parts that match. */
  profiles: PartProfiles
}

export type CatalogueDigest = { series: Record<string, SeriesDigest>; values: ValueLabels }

/** The values of a part's public attributes, by key. */
function partValues(part: RawPart, keys: readonly string[]) {
  const attrs = isRecord(part.attributes) ? part.attributes : {}
  const out: [string, ReturnType<typeof attributeValue> & object][] = []
  for (const key of keys) {
    const value = attributeValue(attrs[key])
    if (value) out.push([key, value])
  }
  return out
}

/** Visible parts with the counts of the restricted ones dropped, as `splitVisible` (src/lib/catalogue/server/visibleParts.ts) gives them. */
export type VisibleParts = { parts: readonly RawPart[]; hidden: number; hiddenBySeries: ReadonlyMap<string, number> }

/**
 * Folds visible parts into the digest a batch at a time, so the catalogue can be read page
 * by page without holding every part at once. Restricted parts never come here (the loader
 * drops them); only their count per series does.
 */
export function digestBuilder(pricing: PricingContext, publicKeys: readonly string[]) {
  const price = partPricer(pricing)
  const series: Record<string, SeriesDigest> = {}
  const facetSets: Record<string, Record<string, Set<string>>> = {}
  const profiles: Record<string, ReturnType<typeof profileBuilder>> = {}
  const values: ValueLabels = {}
  return {
    add({ parts, hiddenBySeries }: VisibleParts) {
      const entry = (id: string) => (series[id] ??= { parts: 0, hidden: 0, fromCents: null, facets: {}, profiles: { keys: [], rows: [] } })
      for (const [id, hidden] of hiddenBySeries) entry(id).hidden += hidden
      for (const part of parts) {
        if (part.product === null || part.product === undefined) continue
        const id = String(part.product)
        const digest = entry(id)
        const { price: unit } = price(part)
        digest.parts++
        if (!unit.priceOnRequest && (digest.fromCents === null || unit.unitPriceCents < digest.fromCents))
          digest.fromCents = unit.unitPriceCents
        const sets = (facetSets[id] ??= {})
        const own: Record<string, string> = {}
        for (const [key, value] of partValues(part, publicKeys)) {
          ;(sets[key] ??= new Set()).add(value.slug)
          own[key] = value.slug
          rememberValue(values, key, value)
        }
        ;(profiles[id] ??= profileBuilder()).add(own, unit.priceOnRequest ? null : unit.unitPriceCents, part.pn)
      }
    },
    finish(): CatalogueDigest {
      for (const [id, sets] of Object.entries(facetSets)) {
        for (const [key, set] of Object.entries(sets)) series[id].facets[key] = [...set].sort()
        series[id].profiles = profiles[id].finish(series[id].facets)
      }
      return { series, values }
    },
  }
}

/**
 * Every series' part count, lowest price and attribute values, from all parts in one pass:
 * what the product list needs, small enough to cache whatever the number of parts.
 */
export function buildDigest(parts: VisibleParts, pricing: PricingContext, publicKeys: readonly string[]): CatalogueDigest {
  const builder = digestBuilder(pricing, publicKeys)
  builder.add(parts)
  return builder.finish()
}

/** One row of a series' parts table. */
export type PartRow = {
  pn: string
  pkgqty: number
  listCents: number
  /** The visitor's unit price in cents; null: call for price. */
  priceCents: number | null
  leadTimeNote: LocalizedText | null
  /** Flagged `tariff`: its line carries the item tariff in the cart. */
  tariff: boolean
  /** The part's value slug per public attribute key (a list, to filter like a series). */
  facets: Record<string, string[]>
}

export type SeriesParts = { rows: PartRow[]; values: ValueLabels; hidden: number }

function localized(raw: RawPart['leadTimeNote']): LocalizedText | null {
  if (typeof raw === 'string') return raw.trim() ? { en: raw.trim() } : null
  if (!raw) return null
  const out: LocalizedText = {}
  for (const [l, v] of Object.entries(raw)) if (typeof v === 'string' && v.trim()) out[l as keyof LocalizedText] = v.trim()
  return Object.keys(out).length ? out : null
}

/**
 * A series' visible parts, priced for the list, in part-number order. Restricted parts were
 * dropped by the loader (only their count comes), so nothing of theirs reaches a page.
 */
export function buildSeriesParts({ parts, hidden }: VisibleParts, pricing: PricingContext, publicKeys: readonly string[]): SeriesParts {
  const price = partPricer(pricing)
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
  const rows: PartRow[] = []
  const values: ValueLabels = {}
  for (const part of parts) {
    const { price: unit, listCents } = price(part)
    const facets: Record<string, string[]> = {}
    for (const [key, value] of partValues(part, publicKeys)) {
      facets[key] = [value.slug]
      rememberValue(values, key, value)
    }
    rows.push({
      pn: part.pn,
      pkgqty: part.pkgqty && part.pkgqty > 0 ? part.pkgqty : 1,
      listCents,
      priceCents: unit.priceOnRequest ? null : unit.unitPriceCents,
      leadTimeNote: localized(part.leadTimeNote),
      tariff: part.tariff === true,
      facets,
    })
  }
  rows.sort((a, b) => collator.compare(a.pn, b.pn))
  return { rows, values, hidden }
}

/**
 * A series' parts as cached: rows as tuples and repeated texts as indexes, about a quarter
 * of the size of the objects (a cache entry holds at most 2 MB), unpacked per request.
 */
export type PackedSeriesParts = {
  keys: string[]
  slugs: string[]
  notes: LocalizedText[]
  values: ValueLabels
  hidden: number
  /** [pn, pkgqty, listCents, priceCents | null, note index | -1, tariff 1 | 0, ...value index per key (-1: none)] */
  rows: (string | number | null)[][]
}

export function packSeriesParts(parts: SeriesParts, keys: readonly string[]): PackedSeriesParts {
  const slugs: string[] = []
  const slugIndex = new Map<string, number>()
  const notes: LocalizedText[] = []
  const noteIndex = new Map<string, number>()
  const indexOf = <T>(list: T[], index: Map<string, number>, key: string, item: T) => {
    let i = index.get(key)
    if (i === undefined) index.set(key, (i = list.push(item) - 1))
    return i
  }
  const rows = parts.rows.map((r) => [
    r.pn,
    r.pkgqty,
    r.listCents,
    r.priceCents,
    r.leadTimeNote ? indexOf(notes, noteIndex, JSON.stringify(r.leadTimeNote), r.leadTimeNote) : -1,
    r.tariff ? 1 : 0,
    ...keys.map((k) => {
      const slug = r.facets[k]?.[0]
      return slug === undefined ? -1 : indexOf(slugs, slugIndex, slug, slug)
    }),
  ])
  return { keys: [...keys], slugs, notes, values: parts.values, hidden: parts.hidden, rows }
}

export function unpackSeriesParts(packed: PackedSeriesParts): SeriesParts {
  const rows = packed.rows.map((t): PartRow => {
    const facets: Record<string, string[]> = {}
    packed.keys.forEach((k, i) => {
      const v = t[6 + i] as number
      if (v >= 0) facets[k] = [packed.slugs[v]]
    })
    const note = t[4] as number
    return {
      pn: t[0] as string,
      pkgqty: t[1] as number,
      listCents: t[2] as number,
      priceCents: t[3] as number | null,
      leadTimeNote: note >= 0 ? packed.notes[note] : null,
      tariff: t[5] === 1,
      facets,
    }
  })
  return { rows, values: packed.values, hidden: packed.hidden }
}
