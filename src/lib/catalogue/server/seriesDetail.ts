import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { loader } from '@/lib/platform/cache/server/loader'
import { CONTENT_TAGS } from '@/lib/platform/cache/tags'
import { orderSeriesDocuments, RESOURCE_LANGUAGES, type ResourceLanguage } from '@/lib/catalogue/documents'
import type { ImageInfo } from '@/lib/catalogue/images'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { readMode } from '@/lib/content/server/preview'

import { idOf, loadImages, sitePath } from './media'
import { SERIES_SELECT, seriesBase, stringOrEmpty, strOrNull, type SeriesBase, type SeriesCard } from './seriesCards'

// A series page's own reads: its images, category, documents and accessories (./catalogue.ts
// joins its accessories' part numbers in).

type Id = number | string
const all = { pagination: false, limit: 0, overrideAccess: false } as const
const DETAIL_TAGS = CONTENT_TAGS

export type DocumentLink = {
  id: string
  title: string
  slug: string
  kind: string | null
  /** The language of its file. */
  language: ResourceLanguage
  file: { url: string; filename: string | null; filesize: number | null; mimeType: string | null; title: string | null } | null
}

export type SeriesDetail = {
  id: string
  series: string | null
  attributeKeys: string[]
  category: { id: string; title: string; slug: string } | null
  /** The main image first, then the gallery. */
  images: ImageInfo[]
  /** Its own documents, then the rest of its family's (see orderSeriesDocuments). */
  documents: DocumentLink[]
  accessories: SeriesCard[]
}

type DetailBase = Omit<SeriesDetail, 'accessories'> & { accessories: SeriesBase[] }

const isResourceLanguage = (v: unknown): v is ResourceLanguage => (RESOURCE_LANGUAGES as readonly unknown[]).includes(v)

const inOrder = <T extends { id: Id }>(ids: (Id | null)[], docs: T[]) => {
  const byId = new Map(docs.map((d) => [String(d.id), d]))
  return ids.map((id) => (id === null ? undefined : byId.get(String(id)))).filter((d): d is T => Boolean(d))
}

export async function loadSeriesDetail(id: string, locale: Locale, draft = false): Promise<DetailBase | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'products',
    where: { id: { equals: id } },
    limit: 1,
    locale,
    depth: 0,
    ...readMode(draft),
    select: { series: true, category: true, image: true, gallery: true, attributeKeys: true, documents: true, accessories: true },
  })
  const doc = found.docs[0]
  if (!doc) return null
  const categoryId = idOf(doc.category)
  const documentIds = (doc.documents ?? []).map(idOf)
  const accessoryIds = (doc.accessories ?? []).map(idOf)
  const present = (ids: (Id | null)[]) => ids.filter((i): i is Id => i !== null)
  const category =
    categoryId === null
      ? null
      : await payload.find({
          collection: 'categories',
          where: { id: { equals: categoryId } },
          limit: 1,
          locale,
          depth: 0,
          overrideAccess: false,
          select: { title: true, slug: true, parent: true },
        })
  const cat = category?.docs[0]
  // The family: the series' category and, for an accessories category, the family it belongs to.
  const familyCategories = cat ? present([cat.id, idOf(cat.parent)]) : []
  // Access applies: a series that is not published lends the family none of its documents.
  const family = familyCategories.length
    ? await payload.find({
        collection: 'products',
        ...all,
        where: { category: { in: familyCategories } },
        depth: 0,
        select: { documents: true },
      })
    : null
  const familySeries = (family?.docs ?? []).map((d) => d.id)
  const familyDocumentIds = (family?.docs ?? []).flatMap((d) => (d.documents ?? []).map(idOf))
  const anyOf: Where[] = [
    ...(documentIds.length || familyDocumentIds.length ? [{ id: { in: present([...documentIds, ...familyDocumentIds]) } }] : []),
    ...(familySeries.length ? [{ products: { in: familySeries } }] : []),
  ]
  const [resources, accessories] = await Promise.all([
    anyOf.length
      ? payload.find({
          collection: 'resources',
          ...all,
          where: { or: anyOf },
          locale,
          depth: 1,
          select: { title: true, slug: true, kind: true, language: true, file: true },
          populate: { files: { url: true, filename: true, filesize: true, mimeType: true, title: true } },
        })
      : null,
    // Access applies: an accessory that is not published is left out.
    accessoryIds.length
      ? payload.find({
          collection: 'products',
          ...all,
          where: { id: { in: present(accessoryIds) } },
          locale,
          depth: 0,
          select: SERIES_SELECT,
        })
      : null,
  ])
  const accessoryDocs = accessories ? inOrder(accessoryIds, accessories.docs) : []
  const imageIds = [doc.image, ...(doc.gallery ?? [])]
  const images = await loadImages(payload, [...imageIds, ...accessoryDocs.map((a) => a.image)], locale)
  const links = (resources?.docs ?? []).map((r): DocumentLink => {
    const file = r.file && typeof r.file === 'object' ? r.file : null
    const url = sitePath(file?.url)
    return {
      id: String(r.id),
      title: stringOrEmpty(r.title),
      slug: stringOrEmpty(r.slug),
      kind: strOrNull(r.kind),
      language: isResourceLanguage(r.language) ? r.language : 'en',
      file:
        file && url
          ? {
              url,
              filename: file.filename ?? null,
              filesize: file.filesize ?? null,
              mimeType: file.mimeType ?? null,
              title: strOrNull(file.title),
            }
          : null,
    }
  })
  return {
    id,
    series: strOrNull(doc.series),
    attributeKeys: (doc.attributeKeys ?? []).filter((k): k is string => typeof k === 'string'),
    category: cat ? { id: String(cat.id), title: stringOrEmpty(cat.title), slug: stringOrEmpty(cat.slug) } : null,
    images: imageIds.map((i) => images.get(String(idOf(i)))).filter((i): i is ImageInfo => Boolean(i)),
    documents: orderSeriesDocuments(inOrder(documentIds, links), links, locale),
    accessories: accessoryDocs.map((a) => seriesBase(a, images)),
  }
}

export const cachedSeriesDetail = loader({ key: 'catalogue-series-detail', tags: DETAIL_TAGS, memo: true }, loadSeriesDetail)
