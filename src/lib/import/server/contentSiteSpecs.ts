import type { Social } from '@/payload-types'

import type { Doc } from './contentSpecs'
import type { KeyOfId } from './contentRecords'
import { pairOf, relationId, type Bi } from './contentValues'
import type { Id } from './sync'

/**
 * The content records that are not one document of a collection: menus (items, submenus and
 * the shop menu's columns) and social links, and the content fields of commerce records (a
 * part's series, attributes and lead-time note; the site tagline). Each as the exporter
 * writes it, and menus also as the importer compares a parsed one.
 */

type StoredLink = { label?: unknown; href?: unknown; icon?: unknown; submenu?: StoredLink[] | null }

function linkOfDoc(link: StoredLink, keyOfId: KeyOfId): Doc {
  const loc = (v: unknown) => pairOf(v) ?? { en: '', es: '' }
  const iconId = relationId(link.icon)
  const icon = iconId === undefined ? undefined : keyOfId('icons', iconId)
  return { label: loc(link.label), href: loc(link.href), ...(icon === undefined ? {} : { icon }) }
}

/** A stored menu (locale 'all') as a record of the file. */
export function menuOfDoc(doc: Doc, keyOfId: KeyOfId): Doc {
  const items = ((doc.items as StoredLink[] | null) ?? []).map((item) => {
    const submenu = (item.submenu ?? []).map((s) => linkOfDoc(s, keyOfId))
    return { ...linkOfDoc(item, keyOfId), ...(submenu.length > 0 ? { submenu } : {}) }
  })
  const columns = ((doc.columns as { title?: unknown; categories?: unknown[] | null }[] | null) ?? []).map((c) => {
    return {
      title: pairOf(c.title) ?? { en: '', es: '' },
      categories: (c.categories ?? [])
        .map(relationId)
        .map((id) => (id === undefined ? undefined : keyOfId('categories', id)))
        .filter((k): k is string => k !== undefined),
    }
  })
  return { slug: doc.slug, ...(items.length > 0 ? { items } : {}), ...(columns.length > 0 ? { columns } : {}) }
}

/** A parsed menu record in canonical form. */
export function canonicalMenu(record: {
  slug: string
  items?: { label: Bi; href: Bi; icon?: string; submenu?: { label: Bi; href: Bi; icon?: string }[] }[]
  columns?: { title: Bi; categories: string[] }[]
}): Doc {
  const link = (l: { label: Bi; href: Bi; icon?: string }) => ({
    label: l.label,
    href: l.href,
    ...(l.icon === undefined ? {} : { icon: l.icon }),
  })
  const items = (record.items ?? []).map((i) => ({ ...link(i), ...(i.submenu?.length ? { submenu: i.submenu.map(link) } : {}) }))
  const columns = (record.columns ?? []).map((c) => ({ title: c.title, categories: c.categories }))
  return { slug: record.slug, ...(items.length > 0 ? { items } : {}), ...(columns.length > 0 ? { columns } : {}) }
}

export const socialOfDoc = (doc: Pick<Social, 'links'>): { network: string; url: string }[] =>
  (doc.links ?? []).map((l) => ({ network: l.network, url: l.url }))

// ---- Parts and the site tagline (the content fields of commerce records) ----------------------

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A part's content fields as the file carries them: series code, attributes (keys sorted), lead-time note. */
export function partContentOfDoc(doc: Doc, seriesCode: (id: Id) => string | undefined): Doc {
  const productId = relationId(doc.product)
  const series = productId === undefined ? undefined : seriesCode(productId)
  const attributes =
    doc.attributes && typeof doc.attributes === 'object' && !Array.isArray(doc.attributes) ? (doc.attributes as Doc) : undefined
  const leadTimeNote = pairOf(doc.leadTimeNote)
  return {
    ...(series === undefined ? {} : { series }),
    ...(attributes && Object.keys(attributes).length > 0
      ? {
          attributes: Object.fromEntries(
            Object.keys(attributes)
              .sort(compare)
              .map((k) => [k, attributes[k]]),
          ),
        }
      : {}),
    ...(leadTimeNote ? { leadTimeNote } : {}),
  }
}

/** The site tagline (site-settings read with locale 'all'), when set. */
export function taglineOfDoc(site: { tagline?: unknown }): Bi | undefined {
  return pairOf(site.tagline)
}
