import type { Payload } from 'payload'

import { crossKey } from '@/domain'

/**
 * The old numbers of every supersession, as keys (crossKey): parts no longer sold, which the
 * storefront's part reads leave out (src/lib/catalogue/server/visibleParts.ts). A small table,
 * read beside the parts.
 */
export async function supersededKeys(payload: Payload): Promise<ReadonlySet<string>> {
  const { docs } = await payload.find({
    collection: 'supersessions',
    pagination: false,
    depth: 0,
    select: { oldPn: true },
    overrideAccess: true, // reason: which numbers are no longer sold, read for the storefront's part reads
  })
  return new Set(docs.map((d) => crossKey(d.oldPn)))
}
