import type { Locale } from '@/i18n/locales'
import { seriesVisibleByParts } from '@/lib/catalogue/server/catalogue'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { visiblePartsByPn } from '@/lib/catalogue/server/visibleParts'
import { docHref } from '@/lib/content/server/hrefs'
import { getPayloadClient } from '@/lib/platform/server/payload'

import type { PartDetail, SeriesLink } from '../contract'

type LocalizedText = string | Partial<Record<Locale, string>> | null | undefined
const textIn = (v: LocalizedText, locale: Locale) => (typeof v === 'string' ? v : (v?.[locale] ?? v?.en ?? null)) || null
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number | string }).id : (v as number | string | null | undefined))

/**
 * The series pages among `ids` a visitor may see, with their page in `locale`: published, and
 * not hidden by their parts (every part restricted: `seriesHiddenByParts`), so a hidden id and
 * a missing one answer alike.
 */
export async function publishedSeries(ids: readonly (string | number)[], locale: Locale): Promise<{ docs: SeriesLink[] }> {
  if (ids.length === 0) return { docs: [] }
  const payload = await getPayloadClient()
  const [found, visible] = await Promise.all([findPublishedSeries(payload, ids, locale), seriesVisibleByParts()])
  return { docs: found.filter((d) => visible(d.id)) }
}

async function findPublishedSeries(
  payload: Awaited<ReturnType<typeof getPayloadClient>>,
  ids: readonly (string | number)[],
  locale: Locale,
): Promise<SeriesLink[]> {
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    limit: 0,
    depth: 0,
    locale,
    // As a visitor: published series only.
    overrideAccess: false,
    where: { id: { in: [...ids] } },
    select: { title: true, slug: true, series: true },
  })
  return docs.map((d) => {
    const slug = typeof d.slug === 'string' && d.slug ? d.slug : null
    return {
      id: String(d.id),
      title: typeof d.title === 'string' ? d.title : '',
      slug,
      series: d.series || null,
      href: slug ? docHref('products', slug, locale) : null,
    }
  })
}

/**
 * The visible parts among `pns` with their series page in `locale`. Unknown part numbers
 * and parts under a restricted prefix are left out, so a caller tells a bad line from the
 * missing key.
 */
export async function partDetails(pns: readonly string[], locale: Locale): Promise<Map<string, PartDetail>> {
  const out = new Map<string, PartDetail>()
  const payload = await getPayloadClient()
  // Restricted parts are dropped by the loader; the prefixes come from the cached commerce base.
  const visible = await visiblePartsByPn(payload, async () => (await appCommerceSource.base()).partPrefixes, pns, {
    select: { product: true, category: true, pkgqty: true, tariff: true, leadTimeNote: true },
    locale,
  })
  if (visible.length === 0) return out
  const productIds = [...new Set(visible.map((p) => idOf(p.product)).filter((id) => id !== null && id !== undefined))]
  const categoryIds = [...new Set(visible.map((p) => idOf(p.category)).filter((id) => id !== null && id !== undefined))]
  const [products, categories] = await Promise.all([
    publishedSeries(productIds as (string | number)[], locale),
    categoryIds.length
      ? payload.find({
          collection: 'categories',
          pagination: false,
          limit: 0,
          depth: 0,
          where: { id: { in: categoryIds } },
          select: { slug: true },
        })
      : { docs: [] },
  ])
  const productById = new Map(products.docs.map((d) => [String(d.id), d]))
  const familyById = new Map(categories.docs.map((d) => [String(d.id), typeof d.slug === 'string' ? d.slug : null]))
  for (const p of visible) {
    const product = productById.get(String(idOf(p.product)))
    out.set(p.pn, {
      pn: p.pn,
      series: product?.series ?? null,
      title: product?.title || null,
      parent: product?.slug ?? null,
      href: product?.href ?? null,
      pkgqty: p.pkgqty ?? 1,
      family: familyById.get(String(idOf(p.category))) ?? null,
      tariff: Boolean(p.tariff),
      leadTimeNote: textIn(p.leadTimeNote as LocalizedText, locale),
    })
  }
  return out
}
