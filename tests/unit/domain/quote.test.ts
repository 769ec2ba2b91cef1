import { describe, expect, it } from 'vitest'
import { type Carrier, DEFAULT_CARRIERS, isQuoteFailure, type Quote, type QuoteInput, quoteCart } from '@/domain'
import { commerceData, fixtures } from './fixtures'

const PA = { country: 'US', state: 'PA', postalCode: '15213' }
const MX = { country: 'MX', state: 'NLE', postalCode: '64000' }

function ok(input: QuoteInput, data = commerceData): Quote {
  const result = quoteCart(input, data)
  if (isQuoteFailure(result)) throw new Error(`unexpected ${result.error.code}`)
  return result
}
const errorOf = (input: QuoteInput) => {
  const result = quoteCart(input, commerceData)
  return isQuoteFailure(result) ? result.error : null
}

describe('quoteCart without a destination', () => {
  it('shows the fees that do not depend on it, and no shipping or tax', () => {
    const quote = ok({
      items: [
        { pn: 'CT09-A10', qty: 1 },
        { pn: 'WD-1X2-G', qty: 3 },
      ],
    })
    expect(quote).toMatchObject({
      subtotalCents: 8178,
      itemTariffCents: 1425,
      globalTariffCents: 405,
      handlingFeeCents: 0,
      nonStandardPackageFeeCents: 1000,
      internationalTermsFeeCents: 0,
      carrier: 'default',
      method: 'ground',
      shippingCents: null,
      shippingTbd: false,
      freeGround: true,
      shippingLabel: 'Demo Controls Free Ground',
      taxRate: 0,
      taxCents: 0,
      totalCents: 11008,
    })
  })
})

describe('quoteCart lines', () => {
  it('rounds quantities up to the step and reports what it used', () => {
    const quote = ok({ items: [{ pn: ' tb-uk5 ', qty: 7 }], destination: PA })
    expect(quote.lines).toEqual([
      {
        pn: 'TB-UK5',
        qty: 50,
        listPriceCents: 85,
        unitPriceCents: 85,
        lineTotalCents: 4250,
        itemTariffCents: 0,
        tariffRate: null,
        unitTariffCents: 0,
        cutFeeCents: 0,
        priceSource: 'schedule-z',
        schedule: 'Z',
        discountPercent: 0,
        pkgQtyType: 'standard',
        priceOnRequest: false,
        leadTime10Days: false,
      },
    ])
  })

  it('flags lead time and price on request', () => {
    const odd = { ...fixtures.customers.anonymous, priceList: 'ODD' }
    const quote = ok({ customer: odd, items: [{ pn: 'EN-1210-S', qty: 1 }] })
    expect(quote.lines[0]).toMatchObject({ leadTime10Days: true, priceOnRequest: true, unitPriceCents: 0 })
    expect(quote.priceOnRequest).toBe(true)
    expect(ok({ items: [{ pn: 'EN-1210-S', qty: 1 }] }).priceOnRequest).toBe(false)
  })
})

describe('quoteCart errors', () => {
  it('refuses unknown parts, naming the pn and index', () => {
    expect(
      errorOf({
        items: [
          { pn: 'PB22-XG1', qty: 1 },
          { pn: 'nope-1', qty: 1 },
        ],
      }),
    ).toMatchObject({
      code: 'unknown-part',
      pn: 'NOPE-1',
      index: 1,
    })
  })

  it('hides restricted parts unless the customer list has an exact entry', () => {
    expect(errorOf({ items: [{ pn: 'RLU-2C-24D', qty: 1 }] })?.code).toBe('unknown-part')
    const d1 = ok({ customer: fixtures.customers['dist-d1'], items: [{ pn: 'rlu-2c-24d', qty: 2 }] })
    expect(d1.lines[0]).toMatchObject({ unitPriceCents: 710, lineTotalCents: 1420 })
  })

  it('refuses quantities outside 1..99999 or not whole', () => {
    for (const qty of [0, -2, 1.5, 100_000, Number.NaN]) {
      expect(errorOf({ items: [{ pn: 'PB22-XG1', qty }] })?.code).toBe('invalid-quantity')
    }
    expect(errorOf({ items: [{ pn: 'TB-UK5', qty: 99_990 }] })?.code).toBe('invalid-quantity')
  })

  it('refuses an unknown carrier or method', () => {
    expect(errorOf({ items: [{ pn: 'PB22-XG1', qty: 1 }], destination: PA, carrier: 'pony' })?.code).toBe('carrier-not-offered')
    expect(errorOf({ items: [{ pn: 'PB22-XG1', qty: 1 }], destination: PA, method: 'boat' })).toMatchObject({
      code: 'carrier-not-offered',
      method: 'boat',
    })
  })

  it('refuses a carrier whose minimum subtotal is not met', () => {
    const freight: Carrier = { slug: 'freight', title: 'Freight', isInternational: true, collect: true, minSubtotalCents: 10000 }
    const data = { ...commerceData, carriers: [...DEFAULT_CARRIERS, freight] }
    const input = { items: [{ pn: 'PB22-XG1', qty: 2 }], destination: PA, carrier: 'freight', carrierAccount: 'A1' }
    expect(isQuoteFailure(quoteCart(input, data))).toBe(true)
    expect(ok({ ...input, items: [{ pn: 'PB22-XG1', qty: 7 }] }, data).carrier).toBe('freight')
  })
})

describe('quoteCart shipping choices', () => {
  it('leaves an international buyer without a carrier until one is chosen', () => {
    const quote = ok({ items: [{ pn: 'PB22-XG1', qty: 2 }], destination: MX })
    expect(quote).toMatchObject({ carrier: null, method: null, shippingCents: null, handlingFeeCents: 2500 })
    expect(quote.offeredCarriers.map((c) => c.slug)).toEqual(['ups-collect', 'dhl-collect', 'fedex-collect'])
  })

  it('ships collect at 0 at home, taxing the base only', () => {
    const quote = ok({ items: [{ pn: 'PB22-XG1', qty: 4 }], destination: PA, carrier: 'UPS-collect', carrierAccount: ' 1Z ' })
    expect(quote).toMatchObject({ carrier: 'ups-collect', method: null, shippingCents: 0, taxCents: 489, totalCents: 7479 })
  })

  it('accepts ZIP+4 and honours an explicit ground to Alaska', () => {
    const quote = ok({
      items: [{ pn: 'PB22-XG1', qty: 2 }],
      destination: { ...PA, state: 'AK', postalCode: '99501-1234' },
      method: 'ground',
    })
    expect(quote).toMatchObject({ method: 'ground', shippingCents: 950 })
  })
})
