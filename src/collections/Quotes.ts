import type { CollectionConfig, Field } from 'payload'

import { isStaff } from '@/access/isStaff'
import { QUOTE_STATUSES } from '@/domain'
import { locales } from '@/i18n/locales'
import { quoteStaffAfterChange, quoteStaffBeforeChange, quoteStaffBeforeValidate } from '@/hooks/quoteDesk'

const STATUS_LABELS: Record<(typeof QUOTE_STATUSES)[number], string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  'revision-requested': 'Revision requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  ordered: 'Ordered',
}
const readOnly = { admin: { readOnly: true } } as const
const sidebar = { admin: { readOnly: true, position: 'sidebar' } } as const

/** What the buyer asked for on each line: kept as asked (the desk's hook puts it back on every save). */
const lineFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'pn', label: 'Part number', type: 'text', required: true, ...readOnly },
      { name: 'qty', label: 'Quantity', type: 'number', required: true, min: 1, ...readOnly },
      { name: 'targetPrice', label: 'Buyer’s target price ($)', type: 'number', ...readOnly },
      { name: 'note', label: 'Buyer’s note', type: 'text', ...readOnly },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'quotedPrice', label: 'Quoted unit price ($)', type: 'number', min: 0 },
      { name: 'leadTimeDays', label: 'Lead time (business days)', type: 'number', min: 0, max: 365 },
      {
        name: 'alternatePn',
        label: 'Alternate part number',
        type: 'text',
        admin: { description: 'Offer this part instead; the quoted price is its price.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'noQuote', label: 'No quote', type: 'checkbox', defaultValue: false },
      { name: 'noQuoteReason', label: 'Why not (the buyer reads it)', type: 'text' },
    ],
  },
]

/**
 * A buyer's request for a quote and the staff's answer (issue 30, docs/quotes.md). Written by
 * the buyer's routes (src/lib/quotes/server) through the Local API; staff answer here (the
 * quote desk: newest first, filtered by status and rep) or over REST with a staff session:
 * `PATCH /api/quotes/{id}` with `lines[].quotedPrice`, `lines[].leadTimeDays`,
 * `lines[].alternatePn`, `expiresAt` and `status: "quoted"`. The desk's hooks
 * (src/hooks/quoteDesk.ts) keep the status machine, number the versions and queue the mails
 * and webhook events in the save's transaction.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Quote', plural: 'Quotes' },
  admin: {
    group: 'Customers',
    useAsTitle: 'number',
    // Seven columns fit the desk at 1280 px; the project is one click away (Columns) and found by the search.
    defaultColumns: ['number', 'createdAt', 'status', 'customer', 'rep', 'needBy', 'expiresAt'],
    listSearchableFields: ['number', 'project', 'buyerEmail'],
    description:
      'Quote requests from buyers, newest first. Price each line (or mark it "no quote" with a reason), set an expiry date, and set the status to Quoted to send it: the buyer gets it by mail with its PDF.',
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  // A request sent twice under one Idempotency-Key (a retry after a lost answer) is one quote.
  indexes: [{ fields: ['buyerEmail', 'idempotencyKey'], unique: true }],
  hooks: { beforeValidate: [quoteStaffBeforeValidate], beforeChange: [quoteStaffBeforeChange], afterChange: [quoteStaffAfterChange] },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true, description: 'Q- and a number' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'requested',
      options: QUOTE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar', description: 'Set to Quoted to send the quote (every line answered, an expiry date ahead).' },
    },
    { name: 'version', type: 'number', required: true, defaultValue: 0, ...sidebar },
    { name: 'sentAt', type: 'date', admin: { ...sidebar.admin, date: { displayFormat: 'MMM d, yyyy h:mm a' } } },
    {
      name: 'expiresAt',
      label: 'Expires on',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
    },
    { name: 'rep', type: 'relationship', relationTo: 'sales-reps', index: true, admin: { position: 'sidebar' } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, ...sidebar },
    { name: 'webUser', type: 'relationship', relationTo: 'web-users', ...sidebar },
    { name: 'buyerEmail', type: 'email', required: true, index: true, ...sidebar },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: [...locales], ...sidebar },
    { name: 'orderNumber', label: 'Order', type: 'text', index: true, ...sidebar },
    { name: 'idempotencyKey', type: 'text', admin: { readOnly: true, hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'project', label: 'Project or job', type: 'text', ...readOnly },
        {
          name: 'needBy',
          label: 'Needed by',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
        },
        {
          name: 'source',
          type: 'select',
          options: ['cart', 'saved-cart', 'bom', 'api'],
          ...readOnly,
        },
      ],
    },
    { name: 'note', label: 'Buyer’s note', type: 'textarea', ...readOnly },
    { name: 'attachments', type: 'relationship', relationTo: 'quote-attachments', hasMany: true, ...readOnly },
    // The request at a glance above the lines to answer (src/components/admin/QuoteRequestSummary.tsx).
    { name: 'request', type: 'ui', admin: { components: { Field: '@/components/admin/QuoteRequestSummary#QuoteRequestSummary' } } },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      fields: lineFields(),
      // Lines are answered by position (the desk's hook keeps each one's request): never reordered here.
      admin: { isSortable: false, components: { RowLabel: '@/components/admin/QuoteLineLabel#QuoteLineLabel' } },
    },
    { name: 'staffNote', label: 'Note to the buyer', type: 'textarea' },
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'status', type: 'select', required: true, options: [...QUOTE_STATUSES] },
        { name: 'version', type: 'number', required: true },
        { name: 'by', type: 'select', required: true, options: ['buyer', 'staff', 'system'] },
        { name: 'message', type: 'textarea' },
      ],
    },
    {
      name: 'versions',
      label: 'Earlier versions',
      type: 'json',
      // Read in the request's summary above the lines (the JSON editor cannot load under the admin's CSP).
      admin: { readOnly: true, disabled: true, description: 'Each version sent before the current one, as the buyer saw it.' },
    },
  ],
}
