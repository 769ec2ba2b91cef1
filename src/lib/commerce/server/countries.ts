import { loader } from '@/lib/platform/cache/server/loader'

import { sortByName } from '@/domain/collation'
import type { Locale } from '@/i18n/locales'
import { collectionTag } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/server/payload'

/** Countries by name in a locale, for address and rep forms. */
export const listCountries = loader({ key: 'countries', tags: [collectionTag('countries')] }, async (locale: Locale) => {
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
  // The database sorts by code points ("Bután" before "Bélgica"): the page's language sorts them.
  return sortByName(
    docs.map((c) => ({ code: c.alpha2, name: c.name })),
    locale,
  )
})
