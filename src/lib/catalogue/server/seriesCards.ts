import type { ImageInfo } from '@/lib/catalogue/images'
import type { PartProfiles } from '@/lib/catalogue/partFacets'
import type { SeriesDigest } from '@/lib/catalogue/pricing'

import { idOf } from './media'
import { seriesHiddenByParts } from './visibleParts'

// A series as the catalogue's lists and pages show it, made from its document and its parts'
// digest (./catalogue.ts reads them).

type Id = number | string

/** A series as the product list shows it. */
export type SeriesCard = {
  id: string
  title: string
  slug: string
  summary: string | null
  series: string | null
  categoryId: string | null
  order: number
  image: ImageInfo | null
  partCount: number
  /** The lowest visitor (OEM) price in cents; null when no part has a price. */
  fromCents: number | null
  facets: Record<string, string[]>
  /** Its parts by their values: what a filtered list counts and prices (`matchParts`). */
  profiles: PartProfiles
  /** On a filtered list: how many of its parts pass the filters (`fromCents` is then their lowest price). */
  matchCount?: number
}

/** A series' own fields, before its parts' numbers are joined in. */
export type SeriesBase = Omit<SeriesCard, 'partCount' | 'fromCents' | 'facets' | 'profiles'>

export const NO_PROFILES: PartProfiles = { keys: [], rows: [] }
export const stringOrEmpty = (v: unknown) => (typeof v === 'string' ? v : '')
export const strOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null)
export const idString = (v: unknown) => {
  const id = idOf(v)
  return id === null ? null : String(id)
}

export const SERIES_SELECT = { title: true, slug: true, summary: true, series: true, category: true, order: true, image: true } as const
export type SeriesDoc = {
  id: Id
  title?: unknown
  slug?: unknown
  summary?: unknown
  series?: unknown
  category?: unknown
  order?: number | null
  image?: unknown
}

export function seriesBase(doc: SeriesDoc, images: Map<string, ImageInfo>): SeriesBase {
  const imageId = idString(doc.image)
  return {
    id: String(doc.id),
    title: stringOrEmpty(doc.title),
    slug: stringOrEmpty(doc.slug),
    summary: strOrNull(doc.summary),
    series: strOrNull(doc.series),
    categoryId: idString(doc.category),
    order: doc.order ?? 0,
    image: imageId ? (images.get(imageId) ?? null) : null,
  }
}

/**
 * A series with its parts' numbers, or null when a visitor may not see it: a series whose
 * every part is restricted is not shown (docs/pricing.md, "Part numbers"). A series without parts
 * is shown (its page may be text only).
 */
export function withDigest(base: SeriesBase, d: SeriesDigest | undefined): SeriesCard | null {
  if (d && seriesHiddenByParts(d.parts, d.hidden)) return null
  return {
    ...base,
    partCount: d?.parts ?? 0,
    fromCents: d?.fromCents ?? null,
    facets: d?.facets ?? {},
    profiles: d?.profiles ?? NO_PROFILES,
  }
}
