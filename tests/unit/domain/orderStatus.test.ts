import { describe, expect, it } from 'vitest'

import {
  allowedNextStatuses,
  canTransition,
  ORDER_STATUSES,
  SHIPMENT_CARRIERS,
  toCents,
  totalsWithShipping,
  trackingUrl,
  transitionProblem,
} from '@/domain'

describe('order state machine', () => {
  it('follows received -> confirmed -> shipped -> delivered, one step at a time', () => {
    expect(canTransition('received', 'confirmed')).toBe(true)
    expect(canTransition('confirmed', 'shipped')).toBe(true)
    expect(canTransition('shipped', 'delivered')).toBe(true)
    expect(canTransition('received', 'shipped')).toBe(false)
    expect(canTransition('received', 'delivered')).toBe(false)
    expect(canTransition('confirmed', 'delivered')).toBe(false)
    expect(canTransition('shipped', 'confirmed')).toBe(false)
  })

  it('cancels from awaiting card payment, received or confirmed only', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'))
    expect(cancellable).toEqual(['awaiting-card-payment', 'received', 'confirmed'])
  })

  it('moves a card order to received once paid, and nowhere else', () => {
    expect(allowedNextStatuses('awaiting-card-payment')).toEqual(['received', 'cancelled'])
  })

  it('ends at delivered and cancelled; staying put, unknown and old statuses are not transitions', () => {
    expect(allowedNextStatuses('delivered')).toEqual([])
    expect(allowedNextStatuses('cancelled')).toEqual([])
    for (const s of ORDER_STATUSES) expect(canTransition(s, s)).toBe(false)
    expect(allowedNextStatuses('processing')).toEqual([])
    expect(canTransition('received', 'processing')).toBe(false)
    expect(canTransition('nonsense', 'received')).toBe(false)
  })

  it('every status is reachable from an initial one', () => {
    const seen = new Set<string>(['received', 'awaiting-card-payment'])
    for (let i = 0; i < ORDER_STATUSES.length; i++) for (const s of [...seen]) allowedNextStatuses(s).forEach((n) => seen.add(n))
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('asks a reason to cancel and a tracking number to ship', () => {
    expect(transitionProblem('received', 'cancelled', {})).toBe('reason-required')
    expect(transitionProblem('received', 'cancelled', { cancelReason: '  ' })).toBe('reason-required')
    expect(transitionProblem('received', 'cancelled', { cancelReason: 'Buyer asked' })).toBeNull()
    expect(transitionProblem('confirmed', 'shipped', { trackingNumbers: [] })).toBe('tracking-required')
    expect(transitionProblem('confirmed', 'shipped', { trackingNumbers: [' ', null] })).toBe('tracking-required')
    expect(transitionProblem('confirmed', 'shipped', { trackingNumbers: ['1Z999'] })).toBeNull()
    expect(transitionProblem('received', 'shipped', { trackingNumbers: ['1Z999'] })).toBe('not-allowed')
    expect(transitionProblem('received', 'lost', {})).toBe('unknown-status')
  })
})

describe('tracking links', () => {
  it('links the carriers the shop ships with, the number encoded', () => {
    expect(trackingUrl('fedex', '7712 3456')).toBe('https://www.fedex.com/fedextrack/?trknbr=7712%203456')
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    expect(trackingUrl('dhl', '1234567890')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    )
    expect(trackingUrl('ups', 'a&b=c')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc')
  })

  it('reads carrier names and slugs as well as codes', () => {
    expect(trackingUrl('FedEx Ground', 'X1')).toMatch(/^https:\/\/www\.fedex\.com\//)
    expect(trackingUrl('ups-collect', 'X1')).toMatch(/^https:\/\/www\.ups\.com\//)
    expect(trackingUrl('DHL Collect', 'X1')).toMatch(/^https:\/\/www\.dhl\.com\//)
  })

  it('has no link for an unknown carrier or an empty number', () => {
    expect(trackingUrl('other', '123')).toBeNull()
    expect(trackingUrl('Local courier', '123')).toBeNull()
    expect(trackingUrl('groups', '123')).toBeNull()
    expect(trackingUrl(null, '123')).toBeNull()
    expect(trackingUrl('ups', '  ')).toBeNull()
    expect(SHIPMENT_CARRIERS.filter((c) => trackingUrl(c, '1'))).toEqual(['fedex', 'ups', 'dhl'])
  })
})

describe('shipping quoted on a TBD order', () => {
  const order = {
    subtotalCents: 10000,
    itemTariffCents: 250,
    globalTariffCents: 0,
    handlingFeeCents: 0,
    nonStandardPackageFeeCents: 0,
    internationalTermsFeeCents: 750,
    splitShipmentFeeCents: 0,
    taxRate: 0.07,
  }

  it('taxes shipping only when the tax rule does', () => {
    expect(totalsWithShipping(order, 2000, true)).toEqual({ shippingCents: 2000, taxCents: 910, totalCents: 13910 })
    expect(totalsWithShipping(order, 2000, false)).toEqual({ shippingCents: 2000, taxCents: 770, totalCents: 13770 })
  })

  it('adds no tax for an order placed without tax, and rounds once', () => {
    // The staff's dollars become cents at the edge (src/lib/orders/server/desk.ts), rounded half away from zero.
    expect(totalsWithShipping({ ...order, taxRate: 0 }, toCents(20.005), true)).toEqual({
      shippingCents: 2001,
      taxCents: 0,
      totalCents: 13001,
    })
    expect(totalsWithShipping({ ...order, taxRate: 0.0625 }, toCents(33.33), true).taxCents).toBe(896)
  })
})
