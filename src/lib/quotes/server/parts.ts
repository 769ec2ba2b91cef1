import type { Payload } from 'payload'

import { partsForQuote } from '@/lib/catalogue/server/visibleParts'

/**
 * Which of `pns` are parts of the catalogue (upper-cased), restricted ones included: the staff
 * may offer an alternate from a customer's own list, and the buyer's cart prices it by the
 * quote. Read through visibleParts.ts, the one read of the parts collection.
 */
export async function knownPartNumbers(payload: Payload, pns: readonly string[]): Promise<Set<string>> {
  const parts = await partsForQuote(payload, pns, { select: {}, locale: 'en' })
  return new Set(parts.map((p) => p.pn.toUpperCase()))
}
