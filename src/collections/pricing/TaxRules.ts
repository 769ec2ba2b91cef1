import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/**
 * Sales tax by state and ZIP list. Among a state's rules the first (by sequence) whose
 * list matches wins, else its `*` rule.
 */
export const TaxRules = staffCollection({
  slug: 'tax-rules',
  group: 'Pricing and shipping',
  // Public: buyers see these rules applied in every quote.
  read: anyone,
  admin: { useAsTitle: 'state', defaultColumns: ['state', 'zipCodes', 'rate', 'taxShipping', 'sequence'] },
  defaultSort: 'sequence',
  fields: [
    {
      name: 'state',
      type: 'text',
      required: true,
      index: true,
      validate: (v: string | null | undefined) => /^[A-Z]{2}$/.test(v ?? '') || 'Two capital letters, e.g. PA',
    },
    {
      name: 'zipCodes',
      type: 'text',
      required: true,
      defaultValue: '*',
      admin: { description: 'Comma list of ZIPs or prefixes ending in *, or * alone' },
    },
    { name: 'rate', type: 'number', required: true, min: 0, max: 1, admin: { description: 'A fraction: 0.07 is 7%' } },
    { name: 'taxShipping', type: 'checkbox', defaultValue: false },
    { name: 'sequence', type: 'number', required: true, defaultValue: 0 },
  ],
})
