import type { Carrier, ShippingMethod } from '@/domain'
import type { ShippingCarrier as CarrierDoc } from '@/payload-types'

import { centsOrNull } from '../../pricesToDomain'

import { by, localized, spec, type Data, type File } from './spec'

/**
 * The carriers' spec (`shipping-carriers`, keyed by slug; the title in both languages); and a
 * carrier as the rules read it, with its methods' names.
 */

type CarrierFields = Pick<
  CarrierDoc,
  'id' | 'slug' | 'title' | 'sequence' | 'isInternational' | 'minSubtotalThresholdvalue' | 'collect' | 'methods'
>

export const carriers = spec({
  section: 'carriers',
  collection: 'shipping-carriers',
  read: (payload, o) =>
    payload
      .find({
        collection: 'shipping-carriers',
        ...o,
        locale: 'all',
        select: {
          slug: true,
          title: true,
          sequence: true,
          isInternational: true,
          minSubtotalThresholdvalue: true,
          collect: true,
          methods: true,
        },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.slug,
  localized: 'title',
  stored: (d: CarrierFields) => ({
    slug: d.slug,
    title: localized(d.title),
    sequence: d.sequence,
    isInternational: Boolean(d.isInternational),
    minSubtotalThresholdvalue: d.minSubtotalThresholdvalue ?? null,
    collect: Boolean(d.collect),
    methods: d.methods ?? [],
  }),
  fromFile: (c: Data['carriers'][number]) => ({
    slug: c.slug,
    title: c.title,
    sequence: c.sequence,
    isInternational: c.isInternational,
    minSubtotalThresholdvalue: c.minSubtotalThresholdvalue ?? null,
    collect: c.collect,
    methods: c.methods ?? [],
  }),
  toFile: (c): File['carriers'][number] => {
    const title = localized(c.title)
    return {
      slug: c.slug,
      title: { en: title.en, es: title.es || title.en },
      sequence: c.sequence,
      isInternational: Boolean(c.isInternational),
      ...(c.minSubtotalThresholdvalue == null ? {} : { minSubtotalThresholdvalue: c.minSubtotalThresholdvalue }),
      collect: Boolean(c.collect),
      ...(c.methods?.length ? { methods: c.methods } : {}),
    }
  },
  exportOrder: by((c) => c.slug),
})

const METHOD_TITLES: Record<ShippingMethod, string> = {
  ground: 'FedEx Ground',
  air2day: 'FedEx 2nd Day',
  air1day: 'FedEx Standard Overnight',
}

/** A carrier (read in one locale) as the rules read it, with its methods' names and its minimum subtotal in cents. */
export const carrierToDomain = (c: Omit<CarrierFields, 'id'>): Carrier => ({
  slug: c.slug,
  title: c.title,
  sequence: c.sequence,
  isInternational: Boolean(c.isInternational),
  minSubtotalCents: centsOrNull(c.minSubtotalThresholdvalue),
  collect: Boolean(c.collect),
  methods: (c.methods ?? []).map((id) => ({ id, title: METHOD_TITLES[id] })),
})
