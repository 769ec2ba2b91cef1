import { describe, expect, it } from 'vitest'

import {
  carrierMethods,
  DEFAULT_CARRIERS,
  initialSelection,
  isAirOnlyDestination,
  isQuoteFailure,
  nextSelection,
  type Quote,
  type QuoteInput,
  quoteCart,
} from '@/domain'

import { commerceData } from './fixtures'

const own = DEFAULT_CARRIERS[0]

function ok(input: QuoteInput): Quote {
  const result = quoteCart(input, commerceData)
  if (isQuoteFailure(result)) throw new Error(`unexpected ${result.error.code}`)
  return result
}

describe('Alaska and Hawaii ship by air only (spec 4, "Shipping")', () => {
  it('knows them by state, or by ZIP when the state is missing (a cart estimate may give only the ZIP)', () => {
    expect(isAirOnlyDestination({ country: 'US', state: 'ak', postalCode: '99501' })).toBe(true)
    expect(isAirOnlyDestination({ country: 'US', state: null, postalCode: '99501' })).toBe(true)
    expect(isAirOnlyDestination({ country: 'US', postalCode: '96813-1234' })).toBe(true)
    expect(isAirOnlyDestination({ country: 'US', postalCode: '97201' })).toBe(false)
    expect(isAirOnlyDestination({ country: 'US', state: 'PA', postalCode: '15213' })).toBe(false)
    expect(isAirOnlyDestination({ country: 'CA', state: 'BC', postalCode: '99501' })).toBe(false)
    expect(isAirOnlyDestination(null)).toBe(false)
  })

  it('defaults a ZIP-only Alaska or Hawaii destination to 2nd-day air', () => {
    expect(nextSelection(initialSelection(), null, { country: 'US', postalCode: '99501' })).toEqual({
      carrier: 'default',
      method: 'air2day',
    })
    expect(nextSelection(initialSelection(), null, { country: 'US', postalCode: '96813' })).toEqual({
      carrier: 'default',
      method: 'air2day',
    })
  })

  it('offers no ground there, so no free ground either (an API caller that insists on ground is still quoted it)', () => {
    expect(carrierMethods(own, { country: 'US', postalCode: '99501' })).toEqual(['air2day', 'air1day'])
    expect(carrierMethods(own, { country: 'US', state: 'PA', postalCode: '15213' })).toEqual(['ground', 'air2day', 'air1day'])
    const quote = ok({ items: [{ pn: 'PB22-XG1', qty: 4 }], destination: { country: 'US', postalCode: '99501' } })
    expect(quote.method).toBe('air2day')
    expect(quote.freeGround).toBe(false)
    expect(quote.offeredCarriers[0].methods.map((m) => m.id)).toEqual(['air2day', 'air1day'])
    expect(quote.shippingOptions.some((o) => o.method === 'ground' || o.freeGround)).toBe(false)
  })
})

describe('shipping options are priced before one is chosen', () => {
  it('prices every offered method the way choosing it would', () => {
    const items = [{ pn: 'PB22-XG1', qty: 2 }]
    const destination = { country: 'US', state: 'PA', postalCode: '15213' }
    const quote = ok({ items, destination })
    for (const option of quote.shippingOptions) {
      const chosen = ok({ items, destination, carrier: option.carrier, method: option.method, carrierAccount: '123' })
      expect(option.shippingCents, `${option.carrier} ${option.method}`).toBe(chosen.shippingCents)
      expect(option.tbd).toBe(chosen.shippingTbd)
    }
    expect(quote.shippingOptions.map((o) => o.method)).toEqual(['ground', 'air2day', 'air1day', null, null, null])
    expect(quote.shippingOptions.find((o) => o.method === 'air2day')!.shippingCents).toBeGreaterThan(0)
  })

  it('has no prices without a destination', () => {
    const quote = ok({ items: [{ pn: 'PB22-XG1', qty: 2 }] })
    expect(quote.shippingOptions.every((o) => o.shippingCents === null)).toBe(true)
  })
})

describe('a quoted line explains its price', () => {
  it('carries the tariff rate and how the unit price was found', () => {
    const quote = ok({
      items: [
        { pn: 'CT09-A10', qty: 1 },
        { pn: 'PB22-XG1', qty: 1 },
      ],
    })
    const tariffed = quote.lines.find((l) => l.pn === 'CT09-A10')!
    expect(tariffed.tariffRate).toBe(0.25)
    expect(tariffed.unitTariffCents).toBe(tariffed.itemTariffCents)
    expect(quote.lines.find((l) => l.pn === 'PB22-XG1')!.tariffRate).toBeNull()
    expect(quote.priceList).toBe('OEM')
    expect(quote.globalTariffRate).toBe(0.0495)
    for (const line of quote.lines) {
      if (line.discountPercent !== null) expect(line.priceSource).not.toBe('list-price')
      if (line.priceSource === 'list-price') expect(line.unitPriceCents).toBe(line.listPriceCents)
    }
  })
})
