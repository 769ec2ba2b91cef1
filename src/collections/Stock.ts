import type { CollectionConfig } from 'payload'

import { deleteStockRowsOf } from '@/hooks/deleteStockRows'

import { staffCollection } from './staffCollection'

/**
 * A place stock is kept (docs/availability.md). The code is what the ERP feed names; the
 * sequence orders warehouses on screen and in the importer.
 */
export const Warehouses = staffCollection({
  slug: 'warehouses',
  group: 'Catalogue',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'name', 'sequence'] },
  // Its stock rows go with it (their foreign key cannot be emptied).
  beforeDelete: [deleteStockRowsOf('warehouse')],
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'sequence', type: 'number', defaultValue: 0, admin: { description: 'Lower first' } },
  ],
})

/** A whole, non-negative count. */
const wholeCount = (value: unknown) => value == null || (Number.isInteger(value) && (value as number) >= 0) || 'A whole number, 0 or more.'

/**
 * One part's stock in one warehouse: on hand now, and the next receipt when one is due. A
 * part with no row is made to order. Written by the staff or the ERP feed (PUT /api/erp/stock),
 * which keeps the newest `asOf`. Never read by a cached page: the promise comes from
 * POST /api/public/availability (docs/availability.md), so a stock change expires no page.
 */
export const Stock: CollectionConfig = staffCollection({
  slug: 'stock',
  group: 'Catalogue',
  admin: { defaultColumns: ['part', 'warehouse', 'onHand', 'nextReceiptDate', 'nextReceiptQty', 'asOf'] },
  indexes: [{ fields: ['part', 'warehouse'], unique: true }],
  fields: [
    { name: 'part', type: 'relationship', relationTo: 'parts', required: true, index: true },
    { name: 'warehouse', type: 'relationship', relationTo: 'warehouses', required: true, index: true },
    { name: 'onHand', type: 'number', required: true, min: 0, defaultValue: 0, validate: wholeCount },
    {
      name: 'nextReceiptDate',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' }, description: 'When the next receipt is due' },
    },
    { name: 'nextReceiptQty', type: 'number', min: 1, validate: wholeCount, admin: { description: 'How many it brings' } },
    {
      name: 'asOf',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The time the count was true (the feed keeps the newest)' },
    },
  ],
})
