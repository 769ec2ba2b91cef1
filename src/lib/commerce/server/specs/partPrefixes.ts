import type { PartPrefix } from '@/domain'
import type { PartPrefix as PartPrefixDoc } from '@/payload-types'

import { by, relationId, spec, type Data, type File } from './spec'

/**
 * The part prefixes' spec (`part-prefixes`, keyed by title): discount schedule, visibility
 * and the series page a prefix links to; and a prefix as the rules read it.
 */

type PrefixFields = Pick<PartPrefixDoc, 'id' | 'title' | 'discountSchedule' | 'isPublic' | 'product'>

export const partPrefixes = spec({
  section: 'partPrefixes',
  collection: 'part-prefixes',
  read: (payload, o) =>
    payload
      .find({
        collection: 'part-prefixes',
        ...o,
        locale: 'en',
        select: { title: true, discountSchedule: true, isPublic: true, product: true },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.title,
  stored: (d: PrefixFields) => ({
    title: d.title,
    discountSchedule: d.discountSchedule ?? null,
    isPublic: Boolean(d.isPublic),
    product: relationId(d.product),
  }),
  // The series page a prefix links to (`series`; absent: as stored).
  fromFile: ({ series, ...r }: Data['partPrefixes'][number], _i, links) => ({
    ...r,
    product: links.prefixProduct(series, links.stored(r.title)?.product),
  }),
  toFile: (p, links): File['partPrefixes'][number] => {
    const product = relationId(p.product)
    const series = product === null ? undefined : links.seriesOf(product)
    return {
      title: p.title,
      discountSchedule: p.discountSchedule ?? null,
      isPublic: Boolean(p.isPublic),
      ...(series === undefined ? {} : { series }),
    }
  },
  exportOrder: by((p) => p.title),
})

/** A part prefix as the rules read it. */
export const partPrefixToDomain = (p: Pick<PartPrefixDoc, 'title' | 'discountSchedule' | 'isPublic'>): PartPrefix => ({
  title: p.title,
  discountSchedule: p.discountSchedule,
  isPublic: p.isPublic,
})
