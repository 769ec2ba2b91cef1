import type { Payload } from 'payload'

import { byMatch, crossKey, followSupersessions, isMatchLevel, supersessionMap, type MatchLevel, type Supersession } from '@/domain'
import type { LocalizedText } from '@/lib/catalogue/values'
import { isRecord } from '@/lib/platform/isRecord'
import { loader } from '@/lib/platform/cache/server/loader'
import { collectionTag } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { partNumbersById } from '@/lib/catalogue/server/visibleParts'

/*
 * The cross-references and supersessions as the shop reads them (docs/cross-references.md),
 * kept per process until either collection or the parts change. Every part number here is
 * ours as sold today: a cross to a part later replaced names the replacement. Restricted
 * parts are NOT filtered here: a reader shows a cross only when its part is one the buyer
 * sees (the search's and the quick order's own visible parts).
 */

/** One competitor part and ours. `pn` is our part sold today (null when the cross names a series). */
export type CrossRow = {
  brand: string
  competitorPn: string
  key: string
  match: MatchLevel
  pn: string | null
  seriesId: string | null
  attributes: Record<string, unknown>
  note: LocalizedText
}

/** An old number of ours and the part sold today in its place; `steps` is the chain, oldest first. */
export type Replacement = { oldPn: string; pn: string; since: string | null; reason: LocalizedText; steps: Supersession[] }

export type CrossData = {
  /** Every cross, by competitor key then match level. */
  crosses: CrossRow[]
  /** The crosses of one competitor number (its crossKey), closest match first. */
  byKey: ReadonlyMap<string, CrossRow[]>
  /** Old numbers of ours (their crossKey) and what replaces them today. */
  replacements: ReadonlyMap<string, Replacement>
}

const text = (value: unknown): LocalizedText => {
  if (!isRecord(value)) return typeof value === 'string' && value ? { en: value } : {}
  const out: LocalizedText = {}
  if (typeof value.en === 'string' && value.en) out.en = value.en
  if (typeof value.es === 'string' && value.es) out.es = value.es
  return out
}

const idOf = (value: unknown): string | null =>
  value == null ? null : isRecord(value) ? (value.id == null ? null : String(value.id)) : String(value)

type SupersessionDoc = { oldPn: string; replacementPn: string; since?: string | null; reason?: unknown }

/** Each old number (by its crossKey) and the part sold today at the end of its chain; a cycle (refused on save) is left out. */
function replacementsFrom(docs: readonly SupersessionDoc[]): Map<string, Replacement> {
  const byOld = supersessionMap(docs.map((d) => ({ oldPn: d.oldPn, replacementPn: d.replacementPn, since: d.since ?? null })))
  const replacements = new Map<string, Replacement>()
  for (const d of docs) {
    const path = followSupersessions(byOld, d.oldPn)
    if ('cycle' in path) continue
    replacements.set(crossKey(d.oldPn), { oldPn: d.oldPn, pn: path.pn, since: d.since ?? null, reason: text(d.reason), steps: path.steps })
  }
  return replacements
}

/** Reads both collections (Local API, every locale) into the lookup maps. */
export async function readCrossData(payload: Payload): Promise<CrossData> {
  const [sups, crosses, parts] = await Promise.all([
    payload.find({
      collection: 'supersessions',
      pagination: false,
      depth: 0,
      locale: 'all',
      overrideAccess: true, // reason: public data, read by the storefront's loader
    }),
    payload.find({
      collection: 'cross-references',
      pagination: false,
      depth: 0,
      locale: 'all',
      overrideAccess: true, // reason: public data; crosses to restricted parts are dropped by each reader
    }),
    partNumbersById(payload),
  ])
  const byOld = supersessionMap(sups.docs.map((d) => ({ oldPn: d.oldPn, replacementPn: d.replacementPn, since: d.since ?? null })))
  const today = (pn: string) => {
    const path = followSupersessions(byOld, pn)
    return 'cycle' in path ? null : path
  }
  const replacements = replacementsFrom(sups.docs)
  const pnOf = parts
  const rows: CrossRow[] = []
  for (const d of crosses.docs) {
    const partPn = pnOf.get(idOf(d.part) ?? '')
    const seriesId = idOf(d.series)
    if (!partPn && !seriesId) continue
    const pn = partPn ? (today(partPn)?.pn ?? null) : null
    if (partPn && !pn) continue
    rows.push({
      brand: d.brand,
      competitorPn: d.competitorPn,
      key: crossKey(d.competitorPn),
      match: isMatchLevel(d.match) ? d.match : 'partial',
      pn,
      seriesId: pn ? null : seriesId,
      attributes: isRecord(d.attributes) ? d.attributes : {},
      note: text(d.note),
    })
  }
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : byMatch(a, b)))
  const byKey = new Map<string, CrossRow[]>()
  for (const row of rows) {
    const list = byKey.get(row.key)
    if (list) list.push(row)
    else byKey.set(row.key, [row])
  }
  return { crosses: rows, byKey, replacements }
}

/** The cross data, kept in process until cross-references, supersessions or parts change. */
export const crossData = loader(
  {
    key: 'cross-data',
    tags: [collectionTag('cross-references'), collectionTag('supersessions'), collectionTag('parts')],
    cache: false,
    memo: true,
  },
  async () => readCrossData(await getPayloadClient()),
)

/** Just the supersessions (a small table), for the cart, favorites, reorders and old addresses: no crosses read. */
const replacementData = loader(
  { key: 'replacement-data', tags: [collectionTag('supersessions')], cache: false, memo: true },
  async (): Promise<ReadonlyMap<string, Replacement>> => {
    const payload = await getPayloadClient()
    const sups = await payload.find({
      collection: 'supersessions',
      pagination: false,
      depth: 0,
      locale: 'all',
      overrideAccess: true, // reason: public data, read by the storefront's loader
    })
    return replacementsFrom(sups.docs)
  },
)

/** What replaces each superseded number among `pns` (by the number as given), for the cart, favorites and reorders. */
export async function replacementsOf(pns: readonly string[]): Promise<Map<string, Replacement>> {
  const out = new Map<string, Replacement>()
  if (pns.length === 0) return out
  const replacements = await replacementData()
  if (replacements.size === 0) return out
  for (const pn of pns) {
    const found = replacements.get(crossKey(pn))
    if (found) out.set(pn, found)
  }
  return out
}
