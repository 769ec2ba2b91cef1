import { deleteCrossesOfPart, deleteStockRowsOf } from '@/hooks/deleteStockRows'

import { staffCollection } from './staffCollection'

/**
 * One orderable part number, with its list price and package quantity. The storefront reads
 * it only through src/lib/catalogue/server/visibleParts.ts, which hides restricted parts (longest prefix
 * not public) from visitors; through the REST API parts are the staff's only, as a
 * where-clause cannot tell a restricted part (docs/data-model.md, "Restricted parts").
 */
export const Parts = staffCollection({
  slug: 'parts',
  group: 'Catalogue',
  admin: { useAsTitle: 'pn', defaultColumns: ['pn', 'category', 'listPrice', 'pkgqty', 'tariff', 'stock'] },
  // Its stock rows go with it (their foreign key cannot be emptied).
  beforeDelete: [deleteStockRowsOf('part'), deleteCrossesOfPart],
  fields: [
    {
      name: 'pn',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    { name: 'product', type: 'relationship', relationTo: 'products', index: true, admin: { description: 'The series page it belongs to' } },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true, admin: { description: 'Its family' } },
    { name: 'listPrice', type: 'number', required: true, min: 0 },
    { name: 'pkgqty', type: 'number', required: true, min: 1, defaultValue: 1, admin: { description: 'Package quantity: the order step' } },
    { name: 'tariff', type: 'checkbox', defaultValue: false },
    { name: 'tariffRate', type: 'number', min: 0, max: 1, admin: { description: "This part's own tariff rate; empty: the site's" } },
    {
      name: 'leadTimeDays',
      type: 'number',
      min: 0,
      admin: { description: "Business days to make or buy more; empty: the series', else the site's default" },
    },
    { name: 'leadTimeNote', type: 'text', localized: true },
    {
      // Its stock per warehouse, listed and edited here (a part without rows is made to order); the list's column
      // sums it. Virtual: storefront reads name their fields (select) and so never join it.
      name: 'stock',
      type: 'join',
      collection: 'stock',
      on: 'part',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['warehouse', 'onHand', 'nextReceiptDate', 'nextReceiptQty', 'asOf'],
        description: 'On hand per warehouse and the next receipt due; no rows: made to order',
        components: { Cell: '@/components/admin/StockCell#StockCell' },
      },
    },
    {
      name: 'attributes',
      type: 'json',
      admin: { description: 'Attribute values by key: { "color": { "en": "Red", "es": "Rojo" }, "voltage": "24 V DC" }' },
    },
  ],
})
