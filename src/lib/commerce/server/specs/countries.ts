import type { Country as CountryDoc } from '@/payload-types'

import { by, localized, spec, type Data, type File } from './spec'

/**
 * The countries' spec (`countries`, keyed by ISO alpha-2; the name in both languages).
 */

type CountryFields = Pick<CountryDoc, 'id' | 'alpha2' | 'alpha3' | 'name' | 'phoneCode'>

export const countries = spec({
  section: 'countries',
  collection: 'countries',
  read: (payload, o) =>
    payload
      .find({ collection: 'countries', ...o, locale: 'all', select: { alpha2: true, alpha3: true, name: true, phoneCode: true } })
      .then((r) => r.docs),
  keyOf: (r) => r.alpha2,
  localized: 'name',
  stored: (d: CountryFields) => ({ alpha2: d.alpha2, alpha3: d.alpha3, name: localized(d.name), phoneCode: d.phoneCode ?? '' }),
  fromFile: (c: Data['countries'][number]) => c,
  toFile: (c): File['countries'][number] => {
    const name = localized(c.name)
    return { alpha2: c.alpha2, alpha3: c.alpha3, name: { en: name.en, es: name.es || name.en }, phoneCode: c.phoneCode ?? '' }
  },
  exportOrder: by((c) => c.alpha2),
})
