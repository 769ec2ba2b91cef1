import { MATCH_LEVELS, type MatchLevel } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { attributeValue, textIn, type AttributeValue, type LocalizedText } from '@/lib/catalogue/values'

import { foldConfusable, normalizePartQuery, type PartIndex } from './partIndex'

/*
 * Other makers' numbers and our old ones as the search keeps them (docs/cross-references.md):
 * one sorted array of normalized numbers (the part index's own normal form, so a number typed
 * with dashes, spaces or dots finds it by prefix) and typed arrays beside it, each row pointing
 * at the part of ours it answers (its index in the part index) or at our series. A row whose
 * part is not in the part index (restricted, or gone) is not kept: the search never shows it.
 */

/** A competitor's part and ours as the index takes it: `pn` our part sold today, or `seriesId` when the cross names a series. */
export type CrossRecord = {
  brand: string
  competitorPn: string
  match: MatchLevel
  pn: string | null
  seriesId: string | null
  /** The competitor part's key attributes, keyed like our parts' attributes (text or text per locale). */
  attributes?: Record<string, unknown>
}
/** An old number of ours and the part sold today in its place. */
export type OldNumberRecord = { oldPn: string; pn: string; since: string | null }

/** What a row is: a cross at its match level (0 exact, 1 functional, 2 partial), or an old number of ours. */
export const OLD_NUMBER = MATCH_LEVELS.length

export type CrossIndex = {
  norms: string[]
  /** The numbers with O read as 0 and I, L as 1, sorted, and the row each is (the near-number search of ./partSearch.ts). */
  folded: string[]
  foldedPart: Int32Array
  /** The folded numbers read backwards, sorted, and the row each is (a typo near a number's start is found by its end). */
  reversed: string[]
  reversedPart: Int32Array
  /** The number as written (the competitor's, or our old one). */
  pns: string[]
  kind: Uint8Array
  brand: Uint16Array
  brands: string[]
  /** Our part (its index in the part index), or -1 for a series cross. */
  part: Int32Array
  /** Our series (a `products` id) of a series cross, else ''. */
  series: string[]
  /** The competitor's attributes (into `attributeSets`, +1; 0 none). */
  attributes: Uint32Array
  attributeSets: { key: string; value: AttributeValue }[][]
  /** The date an old number was replaced (ISO), else ''. */
  since: string[]
  /** The public attributes' titles by key, every locale, in the order tables show them. */
  titles: ReadonlyMap<string, LocalizedText>
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The part index's row of a part number, or -1 (restricted, or not a part of ours). */
function partAt(parts: PartIndex, pn: string): number {
  const norm = normalizePartQuery(pn)
  let lo = 0
  let hi = parts.norms.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (parts.norms[mid] < norm) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < parts.norms.length && parts.norms[i] === norm; i++) if (parts.pns[i] === pn.trim()) return i
  return lo < parts.norms.length && parts.norms[lo] === norm ? lo : -1
}

type Row = { norm: string; pn: string; kind: number; brand: string; part: number; series: string; attributes: number; since: string }

/** Builds the cross index over a part index: crosses and old numbers whose part is not in it are left out. */
export function buildCrossIndex(
  parts: PartIndex,
  crosses: readonly CrossRecord[],
  oldNumbers: readonly OldNumberRecord[],
  titles: ReadonlyMap<string, LocalizedText> = new Map(),
): CrossIndex {
  const rows: Row[] = []
  const attributeSets: CrossIndex['attributeSets'] = []
  const setIds = new Map<string, number>()
  const titleRank = new Map([...titles.keys()].map((key, i) => [key, i]))
  for (const c of crosses) {
    const norm = normalizePartQuery(c.competitorPn)
    if (!norm) continue
    const part = c.pn ? partAt(parts, c.pn) : -1
    if (c.pn ? part < 0 : !c.seriesId) continue
    // Only public attributes (those with a title), in the titles' order (a database may keep JSON keys in its own).
    const set = Object.entries(c.attributes ?? {})
      .flatMap(([key, raw]) => {
        const value = titleRank.has(key) ? attributeValue(raw) : null
        return value ? [{ key, value }] : []
      })
      .sort((a, b) => titleRank.get(a.key)! - titleRank.get(b.key)!)
    let attributes = 0
    if (set.length) {
      const id = JSON.stringify(set)
      attributes = setIds.get(id) ?? 0
      if (!attributes) setIds.set(id, (attributes = attributeSets.push(set)))
    }
    const kind = MATCH_LEVELS.indexOf(c.match)
    rows.push({
      norm,
      pn: c.competitorPn.trim(),
      kind: kind < 0 ? 2 : kind,
      brand: c.brand.trim(),
      part,
      series: part < 0 ? c.seriesId! : '',
      attributes,
      since: '',
    })
  }
  for (const o of oldNumbers) {
    const norm = normalizePartQuery(o.oldPn)
    const part = partAt(parts, o.pn)
    if (!norm || part < 0) continue
    rows.push({ norm, pn: o.oldPn.trim(), kind: OLD_NUMBER, brand: '', part, series: '', attributes: 0, since: o.since ?? '' })
  }
  // By number; one number's rows closest first (an old number of ours before crosses, then the match level), then brand.
  const rank = (k: number) => (k === OLD_NUMBER ? -1 : k)
  rows.sort((a, b) => byCodeUnit(a.norm, b.norm) || rank(a.kind) - rank(b.kind) || a.brand.localeCompare(b.brand) || byCodeUnit(a.pn, b.pn))
  const n = rows.length
  const brands: string[] = []
  const brandIds = new Map<string, number>()
  const index: CrossIndex = {
    norms: rows.map((r) => r.norm),
    folded: [],
    foldedPart: new Int32Array(n),
    reversed: [],
    reversedPart: new Int32Array(n),
    pns: rows.map((r) => r.pn),
    kind: Uint8Array.from(rows, (r) => r.kind),
    brand: Uint16Array.from(rows, (r) => {
      let id = brandIds.get(r.brand)
      if (id === undefined) brandIds.set(r.brand, (id = brands.push(r.brand) - 1))
      return id
    }),
    brands,
    part: Int32Array.from(rows, (r) => r.part),
    series: rows.map((r) => r.series),
    attributes: Uint32Array.from(rows, (r) => r.attributes),
    attributeSets,
    since: rows.map((r) => r.since),
    titles,
  }
  const folded = index.norms.map((norm, i) => [foldConfusable(norm), i] as const).sort((a, b) => byCodeUnit(a[0], b[0]) || a[1] - b[1])
  index.folded = folded.map((f) => f[0])
  folded.forEach(([, i], at) => (index.foldedPart[at] = i))
  const reversed = folded.map(([key, i]) => [[...key].reverse().join(''), i] as const).sort((a, b) => byCodeUnit(a[0], b[0]) || a[1] - b[1])
  index.reversed = reversed.map((r) => r[0])
  reversed.forEach(([, i], at) => (index.reversedPart[at] = i))
  return index
}

/** An empty cross index (a shop without crosses). */
export const noCrosses = (parts: PartIndex): CrossIndex => buildCrossIndex(parts, [], [])

/** One row of the side-by-side table: the attribute's title, the competitor part's value and ours, and whether they are the same. */
export type CompareRow = { key: string; title: string; theirs: string; ours: string | null; same: boolean }

/** How a part was found through another number: the competitor's brand, number and match level, or our old number it replaces. */
export type CrossedFrom = { brand: string; pn: string; match: MatchLevel }
export type Replaces = { pn: string; since: string | null }

/** What a row adds to the hit of the part (or series) it answers, in the locale. */
export function rowAnswer(
  index: CrossIndex,
  parts: PartIndex,
  row: number,
  locale: Locale,
): { crossedFrom: CrossedFrom; compare: CompareRow[] } | { replaces: Replaces } {
  const kind = index.kind[row]
  if (kind === OLD_NUMBER) return { replaces: { pn: index.pns[row], since: index.since[row] || null } }
  const crossedFrom = { brand: index.brands[index.brand[row]], pn: index.pns[row], match: MATCH_LEVELS[kind] }
  const part = index.part[row]
  // A series has no one part's values to set beside the competitor's.
  const set = index.attributes[row] && part >= 0 ? index.attributeSets[index.attributes[row] - 1] : []
  const ours = new Map<string, LocalizedText>()
  if (part >= 0) {
    for (let k = parts.attrStart[part]; k < parts.attrStart[part + 1]; k++)
      ours.set(parts.attrKeys[parts.attrKey[k]], parts.labels[parts.attrLabel[k] - 1])
  }
  const compare: CompareRow[] = []
  for (const { key, value } of set) {
    const title = index.titles.get(key)
    // Only public attributes have a title; the others are not shown to buyers.
    if (!title) continue
    const mine = ours.get(key)
    compare.push({
      key,
      title: textIn(title, locale) || key,
      theirs: textIn(value.labels, locale),
      ours: mine ? textIn(mine, locale) : null,
      same: Boolean(mine) && attributeValue(mine)?.slug === value.slug,
    })
  }
  return { crossedFrom, compare }
}
