import { normalizePn } from '@/domain'
import { loader } from '@/lib/platform/cache/server/loader'
import { collectionTag } from '@/lib/platform/cache/tags'
import { readCommerceBase } from '@/lib/commerce/server/readCommerceData'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { visiblePartNumbers } from '@/lib/catalogue/server/visibleParts'
import { getPayloadClient } from '@/lib/platform/server/payload'

import { looseKey } from '../bom'
import type { Resolution } from '../contract'

type PartIndex = { exact: Set<string>; loose: Map<string, string[]>; keys: string[] }

const TAGS = [collectionTag('parts'), collectionTag('part-prefixes')]

function indexOf(pns: Iterable<string>): PartIndex {
  const exact = new Set<string>()
  const loose = new Map<string, string[]>()
  for (const pn of pns) {
    exact.add(pn)
    const key = looseKey(pn)
    loose.set(key, [...(loose.get(key) ?? []), pn])
  }
  return { exact, loose, keys: [...loose.keys()].sort() }
}

/**
 * Every visible part number, exactly and without punctuation; kept per process until parts or
 * prefixes change (restricted parts are dropped by the read; the prefixes come from the
 * cached commerce base).
 */
const partIndex = loader({ key: 'quick-order-index', tags: TAGS, cache: false, memo: true }, async () =>
  indexOf(await visiblePartNumbers(await getPayloadClient(), async () => (await appCommerceSource.base()).partPrefixes)),
)

function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0
  let hi = keys.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (keys[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Up to `n` part numbers near `key` in sorted order that share its longest possible prefix (at least 3 characters). */
function suggestionsFor(index: PartIndex, key: string, n = 5): string[] {
  for (let len = key.length; len >= 3; len--) {
    const prefix = key.slice(0, len)
    const start = lowerBound(index.keys, prefix)
    const found: string[] = []
    for (let i = start; i < index.keys.length && index.keys[i].startsWith(prefix) && found.length < n; i++)
      found.push(...(index.loose.get(index.keys[i]) ?? []))
    if (found.length) return found.slice(0, n)
  }
  return []
}

/**
 * Resolves typed part numbers: exactly (any case), then without punctuation (`wd1x2g` →
 * `WD-1X2-G`, when that names one part); otherwise suggests close part numbers.
 */
export async function resolvePartNumbers(inputs: readonly string[]): Promise<Resolution[]> {
  const index = await partIndex()
  return inputs.map((input) => {
    const pn = normalizePn(input)
    if (index.exact.has(pn)) return { input, pn, match: 'exact', suggestions: [] }
    const key = looseKey(input)
    const loose = index.loose.get(key)
    if (loose?.length === 1) return { input, pn: loose[0], match: 'normalized', suggestions: [] }
    return {
      input,
      pn: null,
      match: null,
      suggestions: loose?.length ? loose.slice(0, 5) : key.length >= 3 ? suggestionsFor(index, key) : [],
    }
  })
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
  const index = indexOf(await visiblePartNumbers(payload, async () => (await readCommerceBase(payload)).partPrefixes))
  const all = [...index.exact].sort()
  if (all.length === 0) return []
  const dashed = all.filter((pn) => pn.includes('-'))
  const pool = dashed.length >= 3 ? dashed : all
  const pick = (i: number) => pool[Math.floor((i * pool.length) / 3)]
  const picks = [pick(0), pick(1), pick(2)]
  const typedLoose = picks.findLast((pn) => index.loose.get(looseKey(pn))?.length === 1)
  return [...new Set(picks)].map((pn) => (pn === typedLoose ? looseKey(pn).toLowerCase() : pn))
})
