import { describe, expect, it } from 'vitest'

import { placeOrderBodySchema } from '@/lib/orders/contract'
import { isIdempotencyKey } from '@/lib/orders/server/placeOrder'

const body = { shippingContactId: 1, billingContactId: '2', payment: 'terms', poNumber: 'PO-1', expectedTotal: 12.5 }

describe('POST /api/private/orders body', () => {
  it('takes the quote API field names; ids as numbers or digit strings', () => {
    expect(placeOrderBodySchema.parse(body)).toMatchObject({ shippingContactId: 1, billingContactId: 2, payment: 'terms' })
  })

  it('refuses a PO over 35 characters, an unknown payment, a missing or negative total, and a price-like field is ignored', () => {
    expect(placeOrderBodySchema.safeParse({ ...body, poNumber: 'P'.repeat(36) }).success).toBe(false)
    expect(placeOrderBodySchema.safeParse({ ...body, poNumber: 'P'.repeat(35) }).success).toBe(true)
    expect(placeOrderBodySchema.safeParse({ ...body, payment: 'cash' }).success).toBe(false)
    expect(placeOrderBodySchema.safeParse({ ...body, expectedTotal: undefined }).success).toBe(false)
    expect(placeOrderBodySchema.safeParse({ ...body, expectedTotal: -1 }).success).toBe(false)
    expect(placeOrderBodySchema.safeParse({ ...body, shippingContactId: 'abc' }).success).toBe(false)
    expect(placeOrderBodySchema.parse({ ...body, total: 0.01, lines: [] })).not.toHaveProperty('total')
  })

  it('an Idempotency-Key is 8 to 200 printable characters', () => {
    expect(isIdempotencyKey('0b6f9f3e-6a43-4c1e-9a4f-2f1d0c3b8e7a')).toBe(true)
    for (const bad of [null, '', 'short', 'has space in it', 'x'.repeat(201)]) expect(isIdempotencyKey(bad)).toBe(false)
  })
})
