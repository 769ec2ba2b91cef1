import { loader } from '@/lib/platform/cache/server/loader'
import { collectionTag } from '@/lib/platform/cache/tags'
import { readCommerceBase } from '@/lib/commerce/server/readCommerceData'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { visiblePartNumbers } from '@/lib/catalogue/server/visibleParts'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { crossData } from '@/lib/crossref/server/crossData'

import { looseKey } from '../bom'
import { partIndex, resolveNumber, type ResolvedNumber } from '../resolution'

const TAGS = [collectionTag('parts'), collectionTag('part-prefixes')]

/**
 * Every visible part number, exactly and without punctuation; kept per process until parts or
 * prefixes change (restricted parts are dropped by the read; the prefixes come from the
 * cached commerce base).
 */
const visibleIndex = loader({ key: 'quick-order-index', tags: TAGS, cache: false, memo: true }, async () =>
  partIndex(await visiblePartNumbers(await getPayloadClient(), async () => (await appCommerceSource.base()).partPrefixes)),
)

/**
 * Resolves typed part numbers (`resolveNumber`): an old number of ours to the part sold today,
 * ours exactly or without punctuation, another maker's to our closest visible part (or
 * series); otherwise suggests close part numbers. Restricted parts are never named.
 */
export async function resolvePartNumbers(inputs: readonly string[]): Promise<ResolvedNumber[]> {
  const [index, cross] = await Promise.all([visibleIndex(), crossData()])
  return inputs.map((input) => resolveNumber(index, cross, input))
}

/**
 * The quick order pad's example lines, made of real part numbers (the catalogue's, spread
 * over it): "PN qty", "qty, PN", and one typed without dashes in lower case, which the pad
 * still reads (chosen among part numbers that stay unique that way). Empty without parts.
 * Cached with the parts' tags, so the cached page that shows them follows the catalogue.
 */
export const examplePartNumbers = loader({ key: 'quick-order-examples', tags: TAGS }, async (): Promise<string[]> => {
  // A cached loader reads the prefixes itself: the commerce base is a cached loader too.
  const payload = await getPayloadClient()
  const index = partIndex(await visiblePartNumbers(payload, async () => (await readCommerceBase(payload)).partPrefixes))
  const all = [...index.exact].sort()
  if (all.length === 0) return []
  const dashed = all.filter((pn) => pn.includes('-'))
  const pool = dashed.length >= 3 ? dashed : all
  const pick = (i: number) => pool[Math.floor((i * pool.length) / 3)]
  const picks = [pick(0), pick(1), pick(2)]
  const typedLoose = picks.findLast((pn) => index.loose.get(looseKey(pn))?.length === 1)
  return [...new Set(picks)].map((pn) => (pn === typedLoose ? looseKey(pn).toLowerCase() : pn))
})
