import type { Payload, PayloadRequest } from 'payload'

import type { ReadOptions } from '@/lib/commerce/server/specs'

import type { ImportOptions, SummarySection } from '../contract'
import type { ImportData } from '../format'
import { entryKey, entryRow, storedEntryRow } from './importRows'
import { sync, type context, type Id, type SectionCounts } from './sync'

/** What the price lists need of the commerce importer (./importCommerce.ts). */
type Importer = {
  payload: Payload
  read: ReadOptions & { req: PayloadRequest }
  write: { req: PayloadRequest; overrideAccess: true; depth: 0; context: typeof context } // the import is a staff shell command: no user to check
  options: ImportOptions
  replace: boolean
  counts: (section: SummarySection) => SectionCounts
  remove: (collection: 'price-lists' | 'price-list-entries', ids: Id[]) => Promise<unknown>
  progress: (section: SummarySection) => (done: number, total: number) => void
}

/**
 * The price lists of an import (./importCommerce.ts): the lists by name, created or kept, and
 * their entries synced; with replace, the lists and entries the file lacks go.
 */
export async function importPriceLists(importer: Importer, priceLists: NonNullable<ImportData['priceLists']>) {
  const lists = 'price-lists'
  const entries = 'price-list-entries'
  const names = Object.keys(priceLists)
  const stored = await importer.payload.find({ collection: lists, ...importer.read, locale: 'en', select: { name: true } })
  const listIds = new Map<string, Id>()
  for (const d of stored.docs) if (!listIds.has(d.name)) listIds.set(d.name, d.id)

  // The lists themselves: only a name, so created or kept (their entries are the content).
  const listCounts = importer.counts('priceLists')
  for (const [index, name] of names.entries()) {
    if (!listIds.has(name)) {
      const made = await importer.payload.create({ collection: lists, data: { name }, ...importer.write, locale: 'en' })
      listIds.set(name, made.id)
      listCounts.created++
    }
    importer.options.onProgress?.('priceLists', index + 1, names.length)
  }

  const rows = names.flatMap((name) => priceLists[name].map((e) => entryRow(listIds.get(name)!, e)))
  const { docs } = await importer.payload.find({
    collection: entries,
    ...importer.read,
    locale: 'en',
    select: { priceList: true, item: true, schedule: true, valueType: true, value: true },
  })
  const existing = docs.map(storedEntryRow).map((row, i) => ({ id: docs[i].id, key: entryKey(row), row }))
  await sync({
    rows,
    keyOf: entryKey,
    existing,
    counts: importer.counts('priceListEntries'),
    deleteAbsent: importer.replace,
    onProgress: importer.progress('priceListEntries'),
    create: (data) => importer.payload.create({ collection: entries, data, ...importer.write, locale: 'en' }),
    update: (id, r) =>
      importer.payload.update({
        collection: entries,
        id,
        data: { valueType: r.valueType, value: r.value },
        ...importer.write,
        locale: 'en',
      }),
    remove: (ids) => importer.remove(entries, ids),
  })

  if (importer.replace) {
    // Lists the file lacks go; their entries, none of them in the file, went just above.
    const absent = stored.docs.filter((d) => !Object.hasOwn(priceLists, d.name) || listIds.get(d.name) !== d.id).map((d) => d.id)
    if (absent.length > 0) {
      await importer.remove(lists, absent)
      listCounts.deleted += absent.length
    }
  }
}
