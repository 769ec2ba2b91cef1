import type { CollectionConfig } from 'payload'

import { crossKey } from '@/domain'
import { locales } from '@/i18n/locales'
import { CROSS_REQUEST_STATUSES } from '@/lib/crossref/requests'

import { staffCollection } from './staffCollection'

/**
 * A buyer's "ask us for a cross" (docs/cross-references.md, "Ask us for a cross"): a number
 * the quick order or the BOM paste did not find. Written by the storefront's route, which
 * mails the order desk and the rep; when the staff then save a cross-reference for the same
 * number (its normal form), the buyer gets our part by mail and the request is answered.
 */
export const CrossRequests: CollectionConfig = staffCollection({
  slug: 'cross-requests',
  group: 'Customers',
  labels: { singular: 'Cross request', plural: 'Cross requests' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'brand', 'quantity', 'email', 'status', 'createdAt'],
    description:
      'Numbers buyers asked us to cross. Save a cross-reference for the number (Catalogue → Cross References): the buyer is mailed our part and the request is answered.',
  },
  fields: [
    { name: 'number', label: 'Part number asked for', type: 'text', required: true },
    {
      name: 'numberKey',
      type: 'text',
      index: true,
      admin: { readOnly: true, hidden: true },
      hooks: { beforeChange: [({ siblingData }) => crossKey(String(siblingData.number ?? ''))] },
    },
    { name: 'brand', type: 'text' },
    { name: 'quantity', type: 'number', min: 1 },
    { name: 'email', label: 'Buyer’s e-mail', type: 'email', required: true },
    { name: 'webUser', type: 'relationship', relationTo: 'web-users', admin: { readOnly: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', admin: { readOnly: true } },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: [...locales] },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'open', options: [...CROSS_REQUEST_STATUSES] },
    {
      name: 'answer',
      type: 'relationship',
      relationTo: 'cross-references',
      admin: { readOnly: true, description: 'The cross-reference mailed to the buyer' },
    },
    { name: 'answeredAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
})
