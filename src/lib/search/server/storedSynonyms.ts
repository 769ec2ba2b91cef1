import type { Payload } from 'payload'

import type { SynonymGroupRecord } from '@/lib/search/server/synonyms'

/** The staff's synonym groups (`search-synonyms`), as the search's matcher takes them. */
export async function loadSynonymGroups(payload: Payload): Promise<SynonymGroupRecord[]> {
  const { docs } = await payload.find({
    collection: 'search-synonyms',
    pagination: false,
    limit: 0,
    depth: 0,
    sort: 'id',
    overrideAccess: true, // staff-only words, read by the system to build the public index
    select: { locale: true, terms: true },
  })
  return docs.flatMap((d) => (d.locale === 'en' || d.locale === 'es' ? [{ locale: d.locale, terms: d.terms ?? [] }] : []))
}
