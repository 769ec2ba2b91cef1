import { type BoxRule, toCents } from '@/domain'
import type { BoxRule as BoxRuleDoc } from '@/payload-types'

import { by, spec, type Data, type File } from './spec'

/**
 * The box rules' spec (`box-rules`, keyed by code): box counts and the prices per zone; and a
 * box rule as the rules read it (prices in cents).
 */

type BoxRuleFields = Pick<BoxRuleDoc, 'id' | 'code' | 'family' | 'spqBoxCount' | 'nonBoxCount' | 'zones'>

/** A box rule as the file carries it (zones by `id`, prices in dollars). */
const boxRuleToFile = (r: Omit<BoxRuleFields, 'id'>): File['boxRules'][number] => ({
  code: r.code,
  family: r.family,
  spqBoxCount: r.spqBoxCount,
  nonBoxCount: r.nonBoxCount,
  zones: (r.zones ?? []).map((z) => ({ id: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
})

/** A box rule as the rules read it: zones by `id`, prices in cents (docs/pricing.md, "Money"). */
export const boxRuleToDomain = (r: Omit<BoxRuleFields, 'id'>): BoxRule => ({
  code: r.code,
  family: r.family,
  spqBoxCount: r.spqBoxCount,
  nonBoxCount: r.nonBoxCount,
  zones: (r.zones ?? []).map((z) => ({ id: z.zone, spqBoxPriceCents: toCents(z.spqBoxPrice), nonBoxPriceCents: toCents(z.nonBoxPrice) })),
})

export const boxRules = spec({
  section: 'boxRules',
  collection: 'box-rules',
  read: (payload, o) =>
    payload
      .find({
        collection: 'box-rules',
        ...o,
        locale: 'en',
        select: { code: true, family: true, spqBoxCount: true, nonBoxCount: true, zones: true },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.code,
  stored: (d: BoxRuleFields) => ({
    code: d.code,
    family: d.family,
    spqBoxCount: d.spqBoxCount,
    nonBoxCount: d.nonBoxCount,
    zones: (d.zones ?? []).map((z) => ({ zone: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
  }),
  fromFile: (r: Data['boxRules'][number]) => ({
    code: r.code,
    family: r.family,
    spqBoxCount: r.spqBoxCount,
    nonBoxCount: r.nonBoxCount,
    zones: r.zones.map((z) => ({ zone: z.id, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
  }),
  toFile: (r) => boxRuleToFile(r),
  exportOrder: by((r) => r.code),
})
