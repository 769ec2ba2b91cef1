import type { Payload } from 'payload'

import type { MatchLevel } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { eachVisiblePartBatch, visiblePartNumbers } from '@/lib/catalogue/server/visibleParts'
import type { LocalizedText } from '@/lib/catalogue/values'
import { partPrefixToDomain } from '@/lib/commerce/server/specs'
import { loader } from '@/lib/platform/cache/server/loader'
import { collectionTag } from '@/lib/platform/cache/tags'
import { isRecord } from '@/lib/platform/isRecord'
import { getPayloadClient } from '@/lib/platform/server/payload'

import { readCrossData } from './crossData'

/*
 * The public cross table (docs/cross-references.md, "The public table"): every cross and
 * supersession a visitor may see, for the cross-reference guide's page and the CSV export
 * (GET /api/public/cross-references.csv). A cross to a restricted part, or to a series none of
 * whose parts the public sees, is left out; so is a supersession whose part sold today is.
 * Kept in the data cache until crosses, supersessions, parts, their prefixes or series change.
 */

/** A series of ours as the table names it: its code, and its title and slug per language. */
export type TableSeries = { code: string; title: LocalizedText; slug: LocalizedText }
export type PublicCross = {
  brand: string
  competitorPn: string
  pn: string | null
  series: TableSeries | null
  match: MatchLevel
  note: LocalizedText
}
export type PublicReplacement = {
  oldPn: string
  pn: string
  series: TableSeries | null
  since: string | null
  reason: LocalizedText
  steps: number
}
export type PublicCrossTable = { crosses: PublicCross[]; replacements: PublicReplacement[] }

const localized = (value: unknown): LocalizedText => {
  if (!isRecord(value)) return typeof value === 'string' && value ? { en: value } : {}
  const out: LocalizedText = {}
  for (const locale of ['en', 'es'] as const) if (typeof value[locale] === 'string' && value[locale]) out[locale] = value[locale] as string
  return out
}
const idOf = (value: unknown): string | null =>
  value == null ? null : isRecord(value) ? (value.id == null ? null : String(value.id)) : String(value)
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Reads the table as the public sees it (Local API, as the system; restricted parts dropped here). */
export async function readPublicCrossTable(payload: Payload): Promise<PublicCrossTable> {
  const system = { pagination: false, depth: 0, overrideAccess: true } as const // reason: the public table, filtered below to what a visitor sees
  const [data, prefixes, series] = await Promise.all([
    readCrossData(payload),
    payload.find({ collection: 'part-prefixes', ...system, select: { title: true, discountSchedule: true, isPublic: true } }),
    payload.find({ collection: 'products', ...system, locale: 'all', select: { series: true, title: true, slug: true } }),
  ])
  const known = prefixes.docs.map(partPrefixToDomain)
  const visible = new Set(await visiblePartNumbers(payload, known))
  const seriesById = new Map(
    series.docs
      .filter((s) => typeof s.series === 'string' && s.series)
      .map((s) => [String(s.id), { code: String(s.series), title: localized(s.title), slug: localized(s.slug) }]),
  )
  const seriesOfPart = new Map<string, string>()
  const publicSeries = new Set<string>()
  await eachVisiblePartBatch(payload, known, { select: {}, locale: 'en' }, (batch) => {
    for (const p of batch.parts) {
      const id = idOf(p.product)
      if (id === null) continue
      seriesOfPart.set(p.pn, id)
      publicSeries.add(id)
    }
  })
  const seriesOf = (pn: string) => seriesById.get(seriesOfPart.get(pn) ?? '') ?? null

  const crosses: PublicCross[] = []
  for (const c of data.crosses) {
    if (c.pn !== null && !visible.has(c.pn)) continue
    if (c.pn === null && !(c.seriesId && publicSeries.has(c.seriesId))) continue
    const ofSeries = c.pn !== null ? seriesOf(c.pn) : (seriesById.get(c.seriesId ?? '') ?? null)
    crosses.push({ brand: c.brand, competitorPn: c.competitorPn, pn: c.pn, series: ofSeries, match: c.match, note: c.note })
  }
  crosses.sort((a, b) => compare(a.brand.toUpperCase(), b.brand.toUpperCase()) || compare(a.competitorPn, b.competitorPn))

  const replacements: PublicReplacement[] = [...data.replacements.values()]
    .filter((r) => visible.has(r.pn))
    .map((r) => ({
      oldPn: r.oldPn,
      pn: r.pn,
      series: seriesOf(r.pn),
      since: r.since ? r.since.slice(0, 10) : null,
      reason: r.reason,
      steps: r.steps.length,
    }))
    .sort((a, b) => compare(a.oldPn.toUpperCase(), b.oldPn.toUpperCase()))
  return { crosses, replacements }
}

/** The public table, cached until crosses, supersessions, parts, prefixes or series change. */
export const publicCrossTable = loader(
  {
    key: 'cross-table-public',
    tags: ['cross-references', 'supersessions', 'parts', 'part-prefixes', 'products'].map(collectionTag),
  },
  async () => readPublicCrossTable(await getPayloadClient()),
)

/** A note or reason in the visitor's language, else the other one. */
export const inLanguage = (text: LocalizedText, locale: Locale) => text[locale] ?? text[locale === 'en' ? 'es' : 'en'] ?? ''

/** The English slug of the resource whose page shows the public table (the demo's cross-reference guide), as templates name pages by their English slug. */
export const CROSS_GUIDE_SLUG = 'cross-reference-guide'
