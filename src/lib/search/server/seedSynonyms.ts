import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_SYNONYMS } from '../defaultSynonyms'

/**
 * Writes the starting set of synonyms (the migration that creates `search-synonyms` calls
 * it once, in its transaction); the staff keep them from then on.
 */
export async function seedSynonyms(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const group of DEFAULT_SYNONYMS) {
    await payload.create({
      collection: 'search-synonyms',
      data: { locale: group.locale, terms: [...group.terms] },
      req,
      overrideAccess: true, // the migration writes the starting set as the system
      context: { disableRevalidate: true },
    })
  }
}
