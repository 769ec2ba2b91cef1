import type { Locale } from '@/i18n/locales'
import { getAttributeTitles } from '@/lib/catalogue/server/catalogue'
import { visiblePartsByPn } from '@/lib/catalogue/server/visibleParts'
import { textIn } from '@/lib/catalogue/values'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { isRecord } from '@/lib/platform/isRecord'
import { getPayloadClient } from '@/lib/platform/server/payload'

import type { ResolvedPart } from '../contract'
import { attributeDifferences, type ResolvedNumber } from '../resolution'
import { publishedSeries } from './partDetails'

type CrossWords = Pick<ResolvedPart, 'series' | 'differences' | 'note'>

/**
 * What the lines found by another maker's number show besides the part (docs/cross-references.md),
 * in `locale`, by their place in `resolved`: the cross's note; for a functional or partial
 * match the key attributes that differ from our part; for a cross to a series, the series'
 * page (a series the buyer may not see leaves the line unresolved: `series` null).
 */
export async function crossDetails(resolved: readonly ResolvedNumber[], locale: Locale): Promise<Map<number, CrossWords>> {
  const out = new Map<number, CrossWords>()
  const crossed = resolved.flatMap((r, i) => (r.cross ? [{ i, r: r.resolution, cross: r.cross }] : []))
  if (crossed.length === 0) return out
  const compared = crossed.filter((c) => c.r.pn && c.cross.match !== 'exact')
  const seriesIds = [...new Set(crossed.flatMap((c) => (c.r.seriesId ? [c.r.seriesId] : [])))]
  const payload = await getPayloadClient()
  const [ours, titles, series] = await Promise.all([
    compared.length
      ? visiblePartsByPn(
          payload,
          async () => (await appCommerceSource.base()).partPrefixes,
          compared.map((c) => c.r.pn!),
          { select: { attributes: true }, locale },
        )
      : [],
    compared.length ? getAttributeTitles() : [],
    publishedSeries(seriesIds, locale),
  ])
  const attributesOf = new Map(ours.map((p) => [p.pn, isRecord(p.attributes) ? p.attributes : {}]))
  const titleOf = new Map(titles.map((t) => [t.key.toLowerCase(), t.title]))
  const seriesOf = new Map(series.docs.map((d) => [d.id, { title: d.title, href: d.href }]))
  for (const { i, r, cross } of crossed) {
    const words: CrossWords = { note: textIn(cross.note, locale) || null }
    if (r.seriesId) words.series = seriesOf.get(r.seriesId) ?? null
    if (r.pn && cross.match !== 'exact')
      words.differences = attributeDifferences(cross.attributes, attributesOf.get(r.pn) ?? {}, titleOf, locale)
    out.set(i, words)
  }
  return out
}
