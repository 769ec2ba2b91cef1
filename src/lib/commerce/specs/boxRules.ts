import type { BoxRule } from '@/domain'
import type { BoxRule as BoxRuleDoc } from '@/payload-types'

import { by, spec, type Data, type File } from './spec'

/**
 * The box rules' spec (`box-rules`, keyed by code): box counts and the prices per zone; and a
 * box rule as the rules read it.
 */

type BoxRuleFields = Pick<BoxRuleDoc, 'id' | 'code' | 'family' | 'spqBoxCount' | 'nonBoxCount' | 'zones'>

/** A box rule as the rules read it and the file carries it (zones by `id`). */
export const boxRuleToDomain = (r: Omit<BoxRuleFields, 'id'>): BoxRule & File['boxRules'][number] => ({
  code: r.code,
  family: r.family,
  spqBoxCount: r.spqBoxCount,
  nonBoxCount: r.nonBoxCount,
  zones: (r.zones ?? []).map((z) => ({ id: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
})

export const boxRules = spec({
  section: 'boxRules',
  collection: 'box-rules',
  read: (payload, o) =>
    payload
      .find({ collection: 'box-rules', ...o, locale: 'en', select: { code: true, family: true, spqBoxCount: true, nonBoxCount: true, zones: true } })
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
  toFile: (r) => boxRuleToDomain(r),
  exportOrder: by((r) => r.code),
})
