import { api } from './helpers/admin'
import { ensureCatalogue } from './helpers/catalogue'
import { ensureCountries } from './helpers/checkout'
import { content, type Collection } from './helpers/content'
import { ensureStock } from './helpers/stock'

type Found = { docs: { id: number }[] }

/** Creates one document of each routed kind in English and Spanish, and the catalogue pages' own catalogue and its stock (once per server). */
export default async function globalSetup() {
  const ids: Partial<Record<Collection, number>> = {}
  for (const collection of Object.keys(content) as Collection[]) {
    const doc = content[collection]
    const existing = await api<Found>('GET', `/${collection}?where[slug][equals]=${encodeURIComponent(doc.en.slug)}&locale=en`)
    if (existing.docs[0]) {
      ids[collection] = existing.docs[0].id
      continue
    }
    const extra = {
      ...(collection === 'products' ? { category: ids.categories } : {}),
      // Pages, articles and products have drafts: these are published.
      ...(['pages', 'articles', 'products'].includes(collection) ? { _status: 'published' } : {}),
    }
    const created = await api<{ doc: { id: number } }>('POST', `/${collection}?locale=en`, { ...doc.en, ...extra })
    await api('PATCH', `/${collection}/${created.doc.id}?locale=es`, doc.es)
    ids[collection] = created.doc.id
  }
  await ensureCatalogue()
  await ensureStock()
  await ensureCountries()
}
