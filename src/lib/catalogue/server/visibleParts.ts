import type { Payload, Where } from 'payload'

import { crossKey, isRestrictedPart, normalizePn, type PartPrefix } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { prefixLookup } from '@/lib/catalogue/pricing'
import type { Part, PartsSelect } from '@/payload-types'
import { supersededKeys } from '@/lib/crossref/server/superseded'

/*
 * The storefront's one read of the `parts` collection, and the one place restricted parts
 * are dropped (docs/pricing.md, "Part numbers"): a part whose governing prefix (the longest
 * match) is not public is not listed, not searchable, not resolved and not looked up. A part
 * whose number is superseded (docs/cross-references.md) is dropped the same way: it is no
 * longer sold, and its number leads to its replacement.
 *
 * Parts are the staff's only over REST, since a where-clause cannot tell a restricted part
 * (it depends on the longest matching prefix); so this module reads them as the system, in
 * `findParts` below, and hands callers the visible ones only. The one exception is the
 * quote's read (`partsForQuote`): it keeps restricted parts because the quote itself decides
 * who may order them (a customer whose price list names one).
 *
 * Callers keep their own caching (cached(), memo; src/lib/platform/cache) around these reads: nothing here is
 * cached, so a cached loader never nests another. They also pass the part prefixes they
 * already hold (the commerce base, the catalogue's pricing context), or a function reading them,
 * so a read costs what it did before.
 */

/** Parts read per query when reading every part: bounded memory whatever the catalogue's size. */
export const PARTS_PAGE = 5000

/** Every part prefix, or a function that reads them (started beside the parts' own read, only when parts are read). */
type Prefixes = readonly PartPrefix[] | (() => PromiseLike<readonly PartPrefix[]>)

const prefixesOf = async (prefixes: Prefixes) => (typeof prefixes === 'function' ? prefixes() : prefixes)

/** The prefixes and the superseded numbers, read beside each other. */
const rulesOf = (payload: Payload, prefixes: Prefixes) => Promise.all([prefixesOf(prefixes), supersededKeys(payload)])

/** What a caller reads: the fields it needs (`pn` always comes), the locale and the depth. */
type Read<S extends PartsSelect> = { select: S; locale: Locale | 'all'; depth?: 0 | 1 }

/** A part as read with `S`: its id, its number and the selected fields (relationships as ids at depth 0). */
export type PartWith<S extends PartsSelect> = Pick<Part, 'id' | 'pn'> & Pick<Part, keyof S & keyof Part>

const idOf = (v: unknown): string | null => {
  if (typeof v === 'number' || typeof v === 'string') return String(v)
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as { id: unknown }).id)
  return null
}

async function findParts<S extends PartsSelect>(payload: Payload, read: Read<S>, where?: Where, page?: number) {
  const found = await payload.find({
    collection: 'parts',
    ...(where ? { where } : {}),
    ...(page === undefined ? { pagination: false, limit: 0 } : { limit: PARTS_PAGE, page, sort: 'id' }),
    depth: read.depth ?? 0,
    locale: read.locale,
    select: { ...read.select, pn: true },
    overrideAccess: true, // parts are staff-only over REST (a where-clause cannot tell a restricted part); this module drops restricted ones before any caller sees them, and the quote's read decides itself
  })
  return { docs: found.docs as unknown as PartWith<S>[], hasNextPage: found.hasNextPage }
}

/**
 * The series twin of the parts' rule: a series whose every part is restricted is hidden as a
 * whole (its page 404, in no list, sitemap or search, and no API names it); a series without
 * parts is shown (its page may be text only). Every reader of series decides with this.
 */
export function seriesHiddenByParts(visibleParts: number, hiddenParts: number): boolean {
  return visibleParts === 0 && hiddenParts > 0
}

/** Visible parts and what was dropped, per series, so a series whose every part is restricted can be hidden too. */
export type VisibleBatch<P> = {
  parts: P[]
  /** Restricted parts dropped. */
  hidden: number
  /** Restricted parts dropped per series id (parts without a series are dropped uncounted here). */
  hiddenBySeries: Map<string, number>
}

/**
 * Splits parts into the visible ones and counts of the restricted ones: the rule of
 * docs/pricing.md ("Part numbers") applied with the domain's `isRestrictedPart`, finding each
 * part's governing prefix in time proportional to its number's length.
 */
export function splitVisible<P extends { pn: string }>(
  parts: readonly P[],
  prefixes: readonly PartPrefix[],
  seriesOf: (part: P) => string | null = (part) => idOf((part as { product?: unknown }).product),
  superseded: ReadonlySet<string> = new Set(),
): VisibleBatch<P> {
  return splitWith(prefixLookup(prefixes), parts, seriesOf, superseded)
}

function splitWith<P extends { pn: string }>(
  governing: (pn: string) => PartPrefix | null,
  parts: readonly P[],
  seriesOf: (part: P) => string | null,
  superseded: ReadonlySet<string>,
): VisibleBatch<P> {
  const out: VisibleBatch<P> = { parts: [], hidden: 0, hiddenBySeries: new Map() }
  for (const part of parts) {
    const prefix = governing(part.pn)
    const sold = superseded.size === 0 || !superseded.has(crossKey(part.pn))
    if (sold && !isRestrictedPart(part.pn, prefix ? [prefix] : [])) {
      out.parts.push(part)
      continue
    }
    out.hidden++
    const series = seriesOf(part)
    if (series !== null) out.hiddenBySeries.set(series, (out.hiddenBySeries.get(series) ?? 0) + 1)
  }
  return out
}

/** The visible parts among `pns` (compared trimmed and in upper case); unknown and restricted part numbers are left out. */
export async function visiblePartsByPn<S extends PartsSelect>(
  payload: Payload,
  prefixes: Prefixes,
  pns: readonly string[],
  read: Read<S>,
): Promise<PartWith<S>[]> {
  const wanted = [...new Set(pns.map(normalizePn))].filter(Boolean)
  if (wanted.length === 0) return []
  const [{ docs }, [known, superseded]] = await Promise.all([findParts(payload, read, { pn: { in: wanted } }), rulesOf(payload, prefixes)])
  return splitVisible(docs, known, undefined, superseded).parts
}

/** A series' visible parts, and how many of its parts are restricted. */
export async function visiblePartsOfSeries<S extends PartsSelect>(
  payload: Payload,
  prefixes: Prefixes,
  seriesId: string | number,
  read: Read<S>,
): Promise<VisibleBatch<PartWith<S>>> {
  const [{ docs }, [known, superseded]] = await Promise.all([
    findParts(payload, read, { product: { equals: seriesId } }),
    rulesOf(payload, prefixes),
  ])
  return splitVisible(docs, known, () => String(seriesId), superseded)
}

/**
 * Every visible part that belongs to a series, `PARTS_PAGE` at a time in id order: `onBatch`
 * folds each batch before the next is read, so memory stays bounded.
 */
export async function eachVisiblePartBatch<S extends PartsSelect>(
  payload: Payload,
  prefixes: Prefixes,
  read: Read<S>,
  onBatch: (batch: VisibleBatch<PartWith<S & { product: true }>>) => void,
): Promise<void> {
  const select: S & { product: true } = { ...read.select, product: true }
  const [known, superseded] = await rulesOf(payload, prefixes)
  const governing = prefixLookup(known)
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await findParts(payload, { ...read, select }, { product: { exists: true } }, page)
    onBatch(splitWith(governing, docs, (part) => idOf(part.product), superseded))
    if (!hasNextPage) break
  }
}

/** Every visible part number, in one read (the quick order's resolver keeps them as keys). */
export async function visiblePartNumbers(payload: Payload, prefixes: Prefixes): Promise<string[]> {
  const [{ docs }, [known, superseded]] = await Promise.all([findParts(payload, { select: {}, locale: 'en' }), rulesOf(payload, prefixes)])
  return splitVisible(docs, known, undefined, superseded).parts.map((p) => p.pn)
}

/**
 * The parts among `pns` for the server-side quote and the order's line snapshots, restricted
 * ones included: the quote decides who may order them (docs/pricing.md, "Part numbers"), and
 * what it reads never reaches the client as documents.
 */
export async function partsForQuote<S extends PartsSelect>(
  payload: Payload,
  pns: readonly string[],
  read: Read<S>,
): Promise<PartWith<S>[]> {
  const wanted = [...new Set(pns.map(normalizePn))].filter(Boolean)
  if (wanted.length === 0) return []
  return (await findParts(payload, read, { pn: { in: wanted } })).docs
}

/**
 * Every part's number by its id, restricted and superseded ones included: the cross data
 * (src/lib/crossref/server/crossData.ts) names a cross's part by its number only, and each of
 * its readers shows a cross only when that part is one the buyer sees.
 */
export async function partNumbersById(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await findParts(payload, { select: {}, locale: 'en' })
  return new Map(docs.map((p) => [String(p.id), p.pn]))
}

/** One part by its id when it is visible (not restricted, not superseded), else null. */
export async function visiblePartById<S extends PartsSelect>(
  payload: Payload,
  prefixes: Prefixes,
  id: string | number,
  read: Read<S>,
): Promise<PartWith<S> | null> {
  const [{ docs }, [known, superseded]] = await Promise.all([findParts(payload, read, { id: { equals: id } }), rulesOf(payload, prefixes)])
  return splitVisible(docs, known, undefined, superseded).parts[0] ?? null
}
