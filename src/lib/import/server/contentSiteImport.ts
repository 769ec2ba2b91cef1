import { allLocaleDocs } from '@/lib/platform/allLocales'

import type { MenuRecord } from '../contentFormat'
import { canonicalMenu, menuOfDoc, socialOfDoc, taglineOfDoc } from './contentSiteSpecs'
import type { Doc } from './contentSpecs'
import { relationId, type Bi } from './contentValues'
import type { ContentWriter } from './contentWrite'
import type { ImportData } from '../format'
import { same, type Id, type SectionCounts } from './sync'

/**
 * The import of the site's menus (items with links, icons and submenus; the shop menu's
 * columns of categories), its social links and its tagline, each written only where it
 * differs from what is stored.
 */

type Progress = ((done: number, total: number) => void) | undefined

/** Menus by slug; with `replace`, the menus the file lacks go. */
export async function importMenus(w: ContentWriter, records: MenuRecord[], counts: SectionCounts, replace: boolean, onProgress: Progress) {
  const collection = 'menus'
  const { docs } = await w.payload.find({ collection, ...w.read, locale: 'all', sort: 'id' })
  const stored = new Map<string, { id: Id; doc: Doc }>()
  const extra: Id[] = []
  for (const doc of allLocaleDocs(docs)) {
    if (stored.has(String(doc.slug))) extra.push(doc.id as Id)
    else stored.set(String(doc.slug), { id: doc.id as Id, doc })
  }
  let done = 0
  for (const record of records) {
    const file = canonicalMenu(record)
    const current = stored.get(record.slug)
    if (!current) {
      await writeMenu(w, undefined, record)
      counts.created++
    } else if (!same(file, menuOfDoc(current.doc, w.refs.keyOfId))) {
      await writeMenu(w, current.id, record)
      counts.updated++
    }
    onProgress?.(++done, records.length)
  }
  if (replace) {
    const slugs = new Set(records.map((r) => r.slug))
    const absent = [...[...stored.entries()].filter(([slug]) => !slugs.has(slug)).map(([, s]) => s.id), ...extra]
    if (absent.length > 0) {
      await w.remove(collection, absent)
      counts.deleted += absent.length
    }
  }
}

/** English first, which makes the array rows; then the Spanish labels into those same rows. */
async function writeMenu(w: ContentWriter, id: Id | undefined, record: MenuRecord) {
  const collection = 'menus'
  const items = record.items ?? []
  const columns = record.columns ?? []
  const link = (l: { label: Bi; href: Bi; icon?: string }) => ({ label: l.label.en, href: l.href.en, icon: w.refs.idOf('icons', l.icon) })
  const en = {
    slug: record.slug,
    items: items.map((item) => ({ ...link(item), submenu: (item.submenu ?? []).map(link) })),
    columns: columns.map((c) => ({ title: c.title.en, categories: c.categories.map((slug) => w.refs.idOf('categories', slug)) })),
  }
  // `as never`: a category key the check found always has an id here, which idOf's type (Id | null) does not say.
  const doc =
    id === undefined
      ? await w.payload.create({ collection, data: en as never, ...w.write, locale: 'en' })
      : await w.payload.update({ collection, id, data: en as never, ...w.write, locale: 'en' })
  const es = {
    items: (doc.items ?? []).map((row, i) => ({
      id: row.id,
      label: items[i].label.es,
      href: items[i].href.es,
      icon: relationId(row.icon) ?? null,
      submenu: (row.submenu ?? []).map((sub, j) => ({
        id: sub.id,
        label: items[i].submenu![j].label.es,
        href: items[i].submenu![j].href.es,
        icon: relationId(sub.icon) ?? null,
      })),
    })),
    columns: (doc.columns ?? []).map((row, i) => ({
      id: row.id,
      title: columns[i].title.es,
      categories: (row.categories ?? []).map(relationId),
    })),
  }
  await w.payload.update({ collection, id: doc.id, data: es as never, ...w.write, locale: 'es' })
}

/** The social links, replaced as a set. */
export async function importSocial(
  w: ContentWriter,
  links: NonNullable<ImportData['social']>,
  counts: SectionCounts,
  onProgress: Progress,
) {
  const current = socialOfDoc(await w.payload.findGlobal({ slug: 'social', req: w.write.req, overrideAccess: true, depth: 0 })) // the staff's import and export run as the system
  const wanted = links.map((l) => ({ network: l.network, url: l.url }))
  if (!same(current, wanted)) {
    await w.payload.updateGlobal({ slug: 'social', data: { links: wanted }, ...w.write, locale: 'en' })
    counts.updated++
  }
  onProgress?.(1, 1)
}

/** Writes the site tagline in both languages when it differs; true when written. */
export async function importTagline(w: ContentWriter, tagline: Bi | undefined): Promise<boolean> {
  if (!tagline) return false
  const site = await w.payload.findGlobal({ slug: 'site-settings', req: w.write.req, overrideAccess: true, depth: 0, locale: 'all' }) // the staff's import and export run as the system
  // locale 'all': the tagline is { en, es } (Payload types it as one language's string).
  const read: unknown = site.tagline
  const stored = (read && typeof read === 'object' ? read : {}) as { en?: unknown; es?: unknown }
  if (same(taglineOfDoc(site), tagline) && stored.en === tagline.en && stored.es === tagline.es) return false
  await w.payload.updateGlobal({ slug: 'site-settings', data: { tagline: tagline.en }, ...w.write, locale: 'en' })
  await w.payload.updateGlobal({ slug: 'site-settings', data: { tagline: tagline.es }, ...w.write, locale: 'es' })
  return true
}
