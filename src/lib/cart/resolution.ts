import { crossKey, normalizePn, type MatchLevel } from '@/domain'
import { attributeValue, textIn, type LocalizedText } from '@/lib/catalogue/values'
import type { Locale } from '@/i18n/locales'

import { looseKey } from './bom'
import type { AttributeDifference, Resolution } from './contract'

/*
 * How typed part numbers resolve (the quick order pad, the BOM paste and the part lookup API),
 * pure: the server's loaders (server/resolve.ts) give it the visible part numbers and the
 * cross data (src/lib/crossref, docs/cross-references.md).
 */

/** The visible part numbers: exactly, and by their loose key (no punctuation) in sorted order for suggestions. */
export type PartIndex = { exact: Set<string>; loose: Map<string, string[]>; keys: string[] }

/** What resolving reads of a cross (src/lib/crossref/server/crossData.ts's CrossRow). */
export type CrossLike = {
  brand: string
  competitorPn: string
  match: MatchLevel
  pn: string | null
  seriesId: string | null
  attributes: Record<string, unknown>
  note: LocalizedText
}
/** What resolving reads of an old number of ours (crossData.ts's Replacement). */
export type ReplacementLike = { oldPn: string; pn: string; since: string | null }
export type CrossLookup = { byKey: ReadonlyMap<string, CrossLike[]>; replacements: ReadonlyMap<string, ReplacementLike> }

/** A resolution and, for a cross, the cross it came from (its attributes and note, for the answer's words). */
export type ResolvedNumber = { resolution: Resolution; cross: CrossLike | null }

export function partIndex(pns: Iterable<string>): PartIndex {
  const exact = new Set<string>()
  const loose = new Map<string, string[]>()
  for (const pn of pns) {
    exact.add(pn)
    const key = looseKey(pn)
    loose.set(key, [...(loose.get(key) ?? []), pn])
  }
  return { exact, loose, keys: [...loose.keys()].sort() }
}

function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0
  let hi = keys.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (keys[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Up to `n` part numbers near `key` in sorted order that share its longest possible prefix (at least 3 characters). */
function suggestionsFor(index: PartIndex, key: string, n = 5): string[] {
  for (let len = key.length; len >= 3; len--) {
    const prefix = key.slice(0, len)
    const start = lowerBound(index.keys, prefix)
    const found: string[] = []
    for (let i = start; i < index.keys.length && index.keys[i].startsWith(prefix) && found.length < n; i++)
      found.push(...(index.loose.get(index.keys[i]) ?? []))
    if (found.length) return found.slice(0, n)
  }
  return []
}

const none = (input: string, suggestions: string[] = []): Resolution => ({ input, pn: null, match: null, suggestions })

/**
 * One typed number: an old number of ours first (the part sold today in its place, when the
 * buyer sees it), then our part exactly (any case), then without punctuation (`wd1x2g` →
 * `WD-1X2-G`, when that names one part), then another maker's number (the closest cross to a
 * part the buyer sees; else a cross to a series); otherwise close part numbers of ours.
 * Numbers compare crosses and old numbers in their normal form (`crossKey`).
 */
export function resolveNumber(index: PartIndex, cross: CrossLookup, input: string): ResolvedNumber {
  const key = crossKey(input)
  const old = cross.replacements.get(key)
  if (old && index.exact.has(old.pn))
    return { resolution: { ...none(input), pn: old.pn, match: 'replacement', replaces: { pn: old.oldPn, since: old.since } }, cross: null }
  const pn = normalizePn(input)
  if (index.exact.has(pn)) return { resolution: { input, pn, match: 'exact', suggestions: [] }, cross: null }
  const loose = index.loose.get(looseKey(input))
  if (loose?.length === 1) return { resolution: { input, pn: loose[0], match: 'normalized', suggestions: [] }, cross: null }
  const crosses = cross.byKey.get(key) ?? []
  const found = crosses.find((c) => c.pn && index.exact.has(c.pn)) ?? crosses.find((c) => !c.pn && c.seriesId)
  if (found) {
    const crossedFrom = { brand: found.brand, pn: found.competitorPn, match: found.match }
    const resolution: Resolution = found.pn
      ? { ...none(input), pn: found.pn, match: 'cross', crossedFrom }
      : { ...none(input), crossedFrom, seriesId: found.seriesId! }
    return { resolution, cross: found }
  }
  const lk = looseKey(input)
  return { resolution: none(input, loose?.length ? loose.slice(0, 5) : lk.length >= 3 ? suggestionsFor(index, lk) : []), cross: null }
}

/**
 * The key attributes where the competitor's part and ours differ, named in `locale` by the
 * public attribute titles (an attribute without one is not shown to buyers, so not here).
 * Values compare as the catalogue's filters do (their English slug).
 */
export function attributeDifferences(
  theirs: Record<string, unknown>,
  ours: Record<string, unknown>,
  titles: ReadonlyMap<string, LocalizedText>,
  locale: Locale,
): AttributeDifference[] {
  const out: AttributeDifference[] = []
  for (const [key, raw] of Object.entries(theirs)) {
    const title = titles.get(key.toLowerCase())
    const their = attributeValue(raw)
    if (!title || !their) continue
    const our = attributeValue(ours[key] ?? ours[key.toLowerCase()])
    if (our?.slug === their.slug) continue
    out.push({ key, title: textIn(title, locale), theirs: textIn(their.labels, locale), ours: our ? textIn(our.labels, locale) : null })
  }
  return out
}
