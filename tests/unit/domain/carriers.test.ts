import { describe, expect, it } from 'vitest'
import {
  type Carrier,
  carrierMethods,
  DEFAULT_CARRIERS,
  initialSelection,
  isCarrierOffered,
  nextSelection,
  offeredCarriers,
} from '@/domain'

const PA = { country: 'US', state: 'PA', postalCode: '15213' }
const AK = { country: 'US', state: 'ak', postalCode: '99501' }
const HI = { country: 'US', state: 'HI', postalCode: '96813' }
const MX = { country: 'MX', state: 'NLE' }

describe('carriers offered', () => {
  it('drops the own account abroad, keeps collect carriers everywhere, in sequence order', () => {
    expect(offeredCarriers(DEFAULT_CARRIERS, MX, 1000).map((c) => c.slug)).toEqual(['ups-collect', 'dhl-collect', 'fedex-collect'])
    expect(offeredCarriers([...DEFAULT_CARRIERS].reverse(), PA, 1000).map((c) => c.slug)[0]).toBe('default')
    expect(offeredCarriers(DEFAULT_CARRIERS, null, 1000)).toHaveLength(4)
  })

  it('hides a carrier whose minimum subtotal exceeds S', () => {
    const freight: Carrier = { slug: 'freight', title: 'Freight', isInternational: true, collect: true, minSubtotalCents: 25000 }
    expect(isCarrierOffered(freight, PA, 24999)).toBe(false)
    expect(isCarrierOffered(freight, PA, 25000)).toBe(true)
  })

  it('lists methods for the own account only', () => {
    expect(carrierMethods(DEFAULT_CARRIERS[0])).toEqual(['ground', 'air2day', 'air1day'])
    expect(carrierMethods(DEFAULT_CARRIERS[1])).toEqual([])
  })
})

describe('carrier selection transitions', () => {
  const collect = { carrier: 'ups-collect', method: null }

  it('starts with default + ground', () => {
    expect(initialSelection()).toEqual({ carrier: 'default', method: 'ground' })
  })

  it('clears carrier and method for an international destination', () => {
    expect(nextSelection(initialSelection(), PA, MX)).toEqual({ carrier: null, method: null })
    expect(nextSelection(collect, PA, MX)).toEqual({ carrier: null, method: null })
  })

  it('resets to default + ground back home, even from a collect carrier chosen abroad', () => {
    expect(nextSelection({ carrier: null, method: null }, MX, PA)).toEqual({ carrier: 'default', method: 'ground' })
    expect(nextSelection(collect, MX, PA)).toEqual({ carrier: 'default', method: 'ground' })
  })

  it('moves AK and HI to air2day and other states back to ground', () => {
    expect(nextSelection(initialSelection(), PA, AK)).toEqual({ carrier: 'default', method: 'air2day' })
    expect(nextSelection({ carrier: 'default', method: 'air1day' }, PA, HI).method).toBe('air2day')
    expect(nextSelection({ carrier: 'default', method: 'air2day' }, AK, PA).method).toBe('ground')
    expect(nextSelection({ carrier: null, method: null }, MX, AK)).toEqual({ carrier: 'default', method: 'air2day' })
  })

  it('keeps a collect carrier chosen at home, and keeps everything without a destination', () => {
    expect(nextSelection(collect, PA, AK)).toEqual(collect)
    expect(nextSelection({ carrier: 'default', method: 'air1day' }, PA, null)).toEqual({ carrier: 'default', method: 'air1day' })
  })
})
