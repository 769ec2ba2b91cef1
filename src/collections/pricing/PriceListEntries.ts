import type { Validate } from 'payload'

import { staffCollection } from '../staffCollection'

const oneTarget: Validate = (_value, { siblingData }) => {
  const data = siblingData as { item?: string | null; schedule?: string | null }
  return Boolean(data.item) !== Boolean(data.schedule) || 'Give either a part number or a discount schedule, not both'
}

/**
 * One line of a price list: a part number's own price or discount, or a discount for a
 * whole schedule (Z is the list's fallback). A list may hold thousands.
 */
export const PriceListEntries = staffCollection({
  slug: 'price-list-entries',
  group: 'Pricing and shipping',
  admin: { useAsTitle: 'item', defaultColumns: ['priceList', 'item', 'schedule', 'valueType', 'value'] },
  fields: [
    { name: 'priceList', type: 'relationship', relationTo: 'price-lists', required: true, index: true },
    {
      name: 'item',
      type: 'text',
      index: true,
      admin: { description: 'A part number (PriceListEntryItem.name)' },
      validate: oneTarget,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)] },
    },
    { name: 'schedule', type: 'text', index: true, admin: { description: 'A discount schedule such as E-1, or Z for the rest' } },
    {
      name: 'valueType',
      type: 'text',
      required: true,
      defaultValue: '% Discount',
      admin: { description: "'% Discount' or 'Actual'; any other type shows the part as price on request" },
    },
    { name: 'value', type: 'number', required: true },
  ],
})
