import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { DELIVERY_KINDS, DELIVERY_STATUSES } from '@/lib/platform/deliveries/contract'

/**
 * The outbox (docs/orders.md, "Mails and webhooks"): every mail and webhook an order's change
 * causes is a row here, written in the same transaction as the change, and delivered by the
 * runner of src/lib/platform/deliveries (claimed atomically, leased, retried with backoff). Staff read
 * it; the only edit is sending a failed delivery again.
 */
export const Deliveries: CollectionConfig = {
  slug: 'deliveries',
  labels: { singular: 'Delivery', plural: 'Deliveries (mail, webhook)' },
  admin: {
    group: 'Settings',
    useAsTitle: 'key',
    defaultColumns: ['key', 'kind', 'status', 'attempts', 'lastError', 'availableAt', 'sentAt'],
    description:
      'Order mails and webhook events. Pending ones are sent within seconds or retried with growing waits; a Failed one was not delivered after every try (its last error says why): set its status back to Pending to send it again.',
  },
  access: {
    read: isStaff,
    create: () => false,
    update: isStaff,
    delete: () => false,
  },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        // Staff may only send a failed delivery again: everything else of a row is the runner's.
        if (operation !== 'update' || !originalDoc || !req.user) return data
        const again = originalDoc.status === 'failed' && data.status === 'pending'
        return again
          ? { ...originalDoc, status: 'pending', attempts: 0, availableAt: new Date().toISOString(), leaseUntil: null, leaseOwner: null }
          : originalDoc
      },
    ],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true, description: "The idempotency key: the mail's Message-ID, the webhook's event id." },
    },
    { name: 'kind', type: 'select', required: true, options: [...DELIVERY_KINDS], admin: { readOnly: true } },
    { name: 'orderNumber', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'input', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: [...DELIVERY_STATUSES] },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'availableAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'leaseUntil', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'leaseOwner', type: 'text', admin: { readOnly: true } },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
