import type { ShippingZone as ZoneDoc } from '@/payload-types'

import { by, spec, type Data, type Entry, type File } from './spec'

/**
 * The shipping zones' spec (`shipping-zones`): a ZIP code's first three digits and its zone,
 * a keyed section of the file.
 */

type ZoneFields = Pick<ZoneDoc, 'id' | 'zip' | 'zone'>

export const zones = spec({
  section: 'zones',
  collection: 'shipping-zones',
  read: (payload, o) =>
    payload.find({ collection: 'shipping-zones', ...o, locale: 'en', select: { zip: true, zone: true } }).then((r) => r.docs),
  keyOf: (r) => r.zip,
  stored: (d: ZoneFields) => ({ zip: d.zip, zone: d.zone }),
  fromFile: ([zip, zone]: Entry<Data['zones']>) => ({ zip, zone }),
  importOrder: (a, b) => (a.zip < b.zip ? -1 : 1),
  toFile: (z): Entry<File['zones']> => [z.zip, z.zone],
  exportOrder: by((z) => z.zip),
})
