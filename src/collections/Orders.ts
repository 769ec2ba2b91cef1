import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { isStaff } from '@/access/isStaff'
import { allowedNextStatuses, isOrderStatus, ORDER_STATUSES, SHIPMENT_CARRIERS, SHIPMENT_CARRIER_NAMES } from '@/domain'
import { deskAfterChange, deskBeforeChange } from '@/lib/orders/server/desk'
import { cardPaymentField } from '@/lib/commerce/server/stripe/fields'
import { cardPaymentAfterChange } from '@/lib/commerce/server/stripe/hooks'

/** What the buyer ordered is never edited afterwards, by staff either: only the desk's fields change (status, notes, shipments, cancel reason, a TBD order's shipping). */
const frozen: { access: { update: FieldAccess }; admin: { readOnly: true } } = {
  access: { update: () => false },
  admin: { readOnly: true },
}
const sidebar = { admin: { readOnly: true, position: 'sidebar' } } as const

const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...frozen, ...extra }) as Field
const money = (name: string): Field => ({ name, type: 'number', ...frozen })

/** Each group gets field objects of its own, as Payload's config sanitizing writes into them. */
const addressFields = (): Field[] => [
  { name: 'contactId', type: 'number', ...frozen },
  ...[
    'nameCompany',
    'nameFirst',
    'nameLast',
    'phone1',
    'addressLine1',
    'addressLine2',
    'addressCity',
    'addressState',
    'addressPostalCode',
    'addressCountry',
  ].map((n) => text(n)),
]

const STATUS_LABELS: Record<string, string> = {
  'awaiting-card-payment': 'Awaiting card payment',
  received: 'Received',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}
const statusOptions = () => ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

/** The status the order was saved with: the last entry of its history (the form's `status` is what the staff are choosing). */
const savedStatus = (data: Record<string, unknown> | undefined) => {
  const history = (data?.statusHistory ?? []) as { status?: string }[]
  return history.length ? history[history.length - 1].status : undefined
}

/**
 * Orders placed on the storefront (checkout, issue 12). Written only by the place-order
 * service through the Local API, in one transaction; buyers read theirs through
 * /api/private/orders, never this collection's REST API. Staff work them at the order desk
 * (issue 14, src/lib/orders/server/desk.ts): the status along the state machine, shipments with
 * tracking numbers, a cancel reason, a TBD order's shipping, their notes; the lines and
 * amounts stay as placed.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: 'Customers',
    useAsTitle: 'number',
    defaultColumns: ['number', 'createdAt', 'status', 'customer', 'rep', 'poNumber', 'total', 'payment'],
    listSearchableFields: ['number', 'poNumber', 'buyerEmail', 'quoteNumbers'],
    description: 'Status changes follow received → confirmed → shipped → delivered; cancel from received or confirmed with a reason.',
  },
  // The desk's state machine and events; card payments (Stripe Checkout, src/lib/commerce/server/stripe):
  // capture on staff's word, void on cancel.
  hooks: { beforeChange: [deskBeforeChange], afterChange: [deskAfterChange, cardPaymentAfterChange] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: () => false },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['buyerEmail', 'idempotencyKey'], unique: true }],
  fields: [
    text('number', {
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'SY- and a number from the order sequence' },
    } as Partial<Field>),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: statusOptions(),
      // Offers the saved status and the ones the state machine allows next; the hook refuses anything else (a list filter, with no order, offers all).
      filterOptions: ({ options, data }) => {
        const saved = savedStatus(data)
        if (!saved || !isOrderStatus(saved)) return options
        const allowed = new Set<string>([saved, ...allowedNextStatuses(saved)])
        return options.filter((o) => allowed.has(typeof o === 'string' ? o : o.value))
      },
      admin: {
        position: 'sidebar',
        description: 'Only the next steps of the order flow are offered. Shipping needs a tracking number; cancelling needs a reason.',
      },
    },
    {
      name: 'cancelReason',
      type: 'textarea',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'cancelled',
        description: 'Required to cancel; the buyer sees it.',
      },
    },
    { name: 'pdf', type: 'ui', admin: { position: 'sidebar', components: { Field: '@/components/admin/OrderPdfLink#OrderPdfLink' } } },
    { name: 'webUser', type: 'relationship', relationTo: 'web-users', index: true, ...frozen, ...sidebar },
    text('buyerEmail', { required: true, index: true, ...sidebar } as Partial<Field>),
    text('idempotencyKey', { required: true, ...sidebar } as Partial<Field>),
    text('cartRef', {
      required: true,
      unique: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The saved cart this order was placed from (e-mail, cart creation time, version)',
      },
    } as Partial<Field>),
    text('locale', sidebar as Partial<Field>),
    // Unnamed tabs only arrange the form (the data keeps its shape): the desk's work first, the order as placed after.
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Desk',
          description:
            'Shipments, a TBD order’s shipping, notes and the status history. The status and a cancel reason are in the sidebar.',
          fields: [
            {
              name: 'shipments',
              type: 'array',
              labels: { singular: 'Shipment', plural: 'Shipments' },
              admin: { description: 'One row per parcel; the buyer sees each tracking number, linked to the carrier’s tracking page.' },
              fields: [
                {
                  name: 'carrier',
                  type: 'select',
                  required: true,
                  defaultValue: 'fedex',
                  options: SHIPMENT_CARRIERS.map((value) => ({ value, label: SHIPMENT_CARRIER_NAMES[value] })),
                },
                { name: 'trackingNumber', type: 'text', required: true, maxLength: 60 },
                { name: 'shippedAt', type: 'date', admin: { description: 'Today when left empty' } },
              ],
            },
            {
              name: 'shippingQuote',
              type: 'number',
              min: 0,
              label: 'Shipping quote (USD)',
              admin: {
                condition: (data) => Boolean(data?.shippingTbd),
                description:
                  'Shipping was to be confirmed: enter the amount; tax and the total are recomputed on save and the buyer sees them.',
              },
            },
            {
              name: 'shippingQuotedAt',
              type: 'date',
              ...frozen,
              admin: { readOnly: true, condition: (data) => Boolean(data?.shippingTbd), date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'notes', type: 'textarea', admin: { description: 'Staff notes (not shown to the buyer)' } },
            {
              name: 'statusHistory',
              type: 'array',
              ...frozen,
              labels: { singular: 'Status change', plural: 'Status history' },
              admin: { readOnly: true, description: 'Written on every status change' },
              fields: [
                { name: 'status', type: 'select', required: true, options: statusOptions() },
                { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
                { name: 'by', type: 'text' },
                { name: 'note', type: 'text' },
              ],
            },
            { name: 'buyerNote', type: 'textarea', ...frozen, admin: { readOnly: true, description: "The buyer's note to the shop" } },
          ],
        },
        {
          label: 'Order',
          description: 'As the buyer placed it: read-only.',
          fields: [
            { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, ...frozen },
            {
              name: 'rep',
              type: 'relationship',
              relationTo: 'sales-reps',
              index: true,
              ...frozen,
              admin: { readOnly: true, description: 'The sales rep for the ship-to (rep lookup), set when the order was placed' },
            },
            { name: 'payment', type: 'select', required: true, options: ['terms', 'card'], ...frozen },
            text('poNumber', { label: 'PO number' } as Partial<Field>),
            text('quoteNumbers', {
              label: 'Quotes',
              index: true,
              admin: { readOnly: true, description: 'The accepted quotes whose prices this order used' },
            } as Partial<Field>),
            text('carrier'),
            text('method'),
            text('carrierAccount'),
            {
              name: 'lines',
              type: 'array',
              ...frozen,
              fields: [
                text('pn'),
                text('series'),
                text('description'),
                { name: 'qty', type: 'number', ...frozen },
                money('listPrice'),
                money('unitPrice'),
                money('lineTotal'),
                money('itemTariff'),
                { name: 'tariff', type: 'checkbox', ...frozen },
                text('pkgQtyType'),
                text('leadTimeNote'),
                text('quoteNumber', {
                  admin: { readOnly: true, description: 'The accepted quote that priced this line (docs/quotes.md)' },
                } as Partial<Field>),
                {
                  name: 'availability',
                  type: 'json',
                  ...frozen,
                  admin: { readOnly: true, description: 'The ship-date promise when the order was placed (docs/availability.md)' },
                },
              ],
            },
            money('subtotal'),
            money('itemTariff'),
            money('globalTariff'),
            money('handlingFee'),
            money('nonStandardPackageFee'),
            money('internationalTermsFee'),
            money('splitShipmentFee'),
            {
              name: 'shipment',
              type: 'select',
              options: [
                { label: 'Ship complete', value: 'complete' },
                { label: 'Ship as available', value: 'as-available' },
              ],
              ...frozen,
              admin: { readOnly: true, description: 'How the buyer chose to receive lines that ship on different days' },
            },
            money('shipping'),
            { name: 'shippingTbd', type: 'checkbox', ...frozen },
            { name: 'freeGround', type: 'checkbox', ...frozen },
            text('shippingLabel'),
            money('taxRate'),
            money('tax'),
            money('total'),
            { name: 'shippingAddress', type: 'group', fields: addressFields() },
            { name: 'billingAddress', type: 'group', fields: addressFields() },
          ],
        },
      ],
    },
    cardPaymentField(),
  ],
}
