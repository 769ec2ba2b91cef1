import type { Warehouse as WarehouseDoc } from '@/payload-types'

import { by, localized, spec, type Data, type File } from './spec'

/**
 * The warehouses' spec (`warehouses`, keyed by code; the name in both languages, the sequence
 * lists order them by). Their stock is the `stock` section (src/lib/import/server/stockSection.ts).
 */

type WarehouseFields = Pick<WarehouseDoc, 'id' | 'code' | 'name' | 'sequence'>

export const warehouses = spec({
  section: 'warehouses',
  collection: 'warehouses',
  read: (payload, o) =>
    payload.find({ collection: 'warehouses', ...o, locale: 'all', select: { code: true, name: true, sequence: true } }).then((r) => r.docs),
  keyOf: (r) => r.code,
  localized: 'name',
  stored: (d: WarehouseFields) => ({ code: d.code, name: localized(d.name), sequence: d.sequence ?? 0 }),
  fromFile: (w: Data['warehouses'][number]) => ({ code: w.code, name: w.name, sequence: w.sequence ?? 0 }),
  toFile: (w): File['warehouses'][number] => {
    const name = localized(w.name)
    return { code: w.code, name: { en: name.en, es: name.es || name.en }, ...(w.sequence ? { sequence: w.sequence } : {}) }
  },
  exportOrder: by((w) => w.code),
})
