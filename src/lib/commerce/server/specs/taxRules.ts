import type { TaxRule } from '@/domain'
import type { TaxRule as TaxRuleDoc } from '@/payload-types'

import { by, spec, type Data, type File } from './spec'

/**
 * The tax rules' spec (`tax-rules`, keyed by state and ZIP list, in the file's order); and a
 * tax rule as the rules read it.
 */

/** '150*, 151*' -> '150*,151*' (as the format normalizes it), so stored rules match the file's. */
const normalizeZipList = (zips: string) =>
  zips
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean)
    .join(',')

type TaxRuleFields = Pick<TaxRuleDoc, 'id' | 'state' | 'zipCodes' | 'rate' | 'taxShipping' | 'sequence'>

/** A tax rule as the rules read it and the file carries it. */
export const taxRuleToDomain = ({
  state,
  zipCodes,
  rate,
  taxShipping,
}: Omit<TaxRuleFields, 'id' | 'sequence'>): TaxRule & File['taxRules'][number] => ({
  state,
  zipCodes,
  rate,
  taxShipping: Boolean(taxShipping),
})

/** Keyed by (state, ZIP list); `sequence` is the rule's position in the file, from 1. */
export const taxRules = spec({
  section: 'taxRules',
  collection: 'tax-rules',
  read: (payload, o) =>
    payload
      .find({
        collection: 'tax-rules',
        ...o,
        locale: 'en',
        sort: 'sequence',
        select: { state: true, zipCodes: true, rate: true, taxShipping: true, sequence: true },
      })
      .then((r) => r.docs),
  keyOf: (r: { state: string; zipCodes: string }) => `${r.state} ${normalizeZipList(r.zipCodes)}`,
  stored: (d: TaxRuleFields) => ({
    state: d.state,
    zipCodes: d.zipCodes,
    rate: d.rate,
    taxShipping: Boolean(d.taxShipping),
    sequence: d.sequence,
  }),
  fromFile: (r: Data['taxRules'][number], i) => ({
    state: r.state,
    zipCodes: r.zipCodes,
    rate: r.rate,
    taxShipping: r.taxShipping,
    sequence: i + 1,
  }),
  toFile: (r) => taxRuleToDomain(r),
  exportOrder: (a, b) => a.sequence - b.sequence || by<TaxRuleFields>((r) => `${r.state} ${r.zipCodes}`)(a, b) || a.id - b.id,
})
