import type { Field } from 'payload'

export const CARD_PAYMENT_STATUSES = ['pending', 'authorised', 'captured', 'voided', 'failed'] as const
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number]

/** The order's card payment as stored (the `cardPayment` group). */
export type CardPayment = {
  status?: CardPaymentStatus | null
  sessionId?: string | null
  attempt?: number | null
  paymentIntentId?: string | null
  authorisedAt?: string | null
  capturedAt?: string | null
  voidedAt?: string | null
  captureNow?: boolean | null
  lastError?: string | null
}

const written = { access: { update: () => false }, admin: { readOnly: true } } as const

/**
 * The Orders collection's `cardPayment` group (Stripe Checkout, issue 14): written only by the
 * checkout, the signed webhook and the hooks in ./hooks.ts, never by a form; staff tick
 * "Capture now" on an authorised payment when the order ships (the hook captures it).
 */
export const cardPaymentField = (): Field => ({
  name: 'cardPayment',
  type: 'group',
  label: 'Card payment (Stripe)',
  admin: { condition: (data) => data?.payment === 'card' },
  fields: [
    { name: 'status', type: 'select', options: CARD_PAYMENT_STATUSES.map((value) => ({ value, label: value })), ...written },
    {
      name: 'captureNow',
      type: 'checkbox',
      label: 'Capture now',
      access: { update: ({ req }) => Boolean(req.user) }, // staff (users of the admin), as isStaff
      admin: {
        description: 'Tick and save when the order ships: the authorised amount is captured (charged) and the status becomes captured.',
        condition: (_data, sibling) => sibling?.status === 'authorised',
      },
    },
    {
      name: 'lastError',
      type: 'text',
      label: 'Last Stripe error',
      ...written,
      admin: { readOnly: true, condition: (_d, sibling) => Boolean(sibling?.lastError) },
    },
    { name: 'sessionId', type: 'text', label: 'Checkout Session', ...written },
    { name: 'attempt', type: 'number', label: 'Checkout attempt', ...written },
    { name: 'paymentIntentId', type: 'text', label: 'PaymentIntent', index: true, ...written },
    { name: 'authorisedAt', type: 'date', ...written, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'capturedAt', type: 'date', ...written, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'voidedAt', type: 'date', ...written, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
})
