import { cached } from '@/lib/cache/data'

import type { Locale } from '@/i18n/locales'
import { collectionTag } from '@/lib/cache/tags'
import { getPayloadClient } from '@/lib/payload'

/** Countries by name in a locale, for address and rep forms. */
export const listCountries = cached(
  async (locale: Locale) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'countries',
      locale,
      pagination: false,
      limit: 0,
      sort: 'name',
      overrideAccess: false,
      select: { alpha2: true, name: true },
    })
    return docs.map((c) => ({ code: c.alpha2, name: c.name }))
  },
  ['countries'],
  { tags: [collectionTag('countries')] },
)
