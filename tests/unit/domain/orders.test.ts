import { describe, expect, it } from 'vitest'

import { initialStatus, isOrderNumber, orderNumber, paymentProblem, toCents } from '@/domain'

describe('order rules', () => {
  it('numbers print as SY- and the sequence value', () => {
    expect(orderNumber(100001)).toBe('SY-100001')
    expect(isOrderNumber('SY-100001')).toBe(true)
    for (const bad of ['SY-1', 'sy-100001', 'SY-100001x', '100001', 'SY-10000a']) expect(isOrderNumber(bad)).toBe(false)
  })

  it('docs/orders.md: on account only when approved for terms, and then with a PO', () => {
    expect(paymentProblem('terms', { terms: 'NET 30' }, 'PO-1')).toBeNull()
    expect(paymentProblem('terms', { terms: 'NET 30' }, '  ')).toBe('po-required')
    expect(paymentProblem('terms', { terms: 'NET 30' }, null)).toBe('po-required')
    expect(paymentProblem('terms', { terms: 'credit card' }, 'PO-1')).toBe('terms-not-approved')
    expect(paymentProblem('terms', null, 'PO-1')).toBe('terms-not-approved')
    expect(paymentProblem('card', null, null)).toBeNull()
    expect(paymentProblem('card', { terms: 'NET 30' }, null)).toBeNull()
  })

  it('card orders wait for the card; the total is compared to the cent', () => {
    expect(initialStatus('card')).toBe('awaiting-card-payment')
    expect(initialStatus('terms')).toBe('received')
    // The buyer's expected total (dollars) meets the quote's cents at the edge (src/lib/orders/server/placeOrder.ts).
    expect(toCents(10.1 + 0.2)).toBe(toCents(10.3))
    expect(toCents(10.3)).not.toBe(toCents(10.31))
  })
})
