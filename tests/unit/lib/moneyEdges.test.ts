import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, isQuoteFailure, type Quote, quoteCart, toCents } from '@/domain'
import { quoteToJson } from '@/lib/commerce/quoteJson'
import { settingsFromDollars, settingsToDollars } from '@/lib/commerce/settingsMoney'
import { cases, commerceData, fixtures, toQuoteInput } from '../domain/fixtures'

// Money is integer cents inside src/domain and dollars outside it (docs/pricing.md, "Money"):
// these fail when an amount crosses an edge unconverted, converted twice, or in the wrong direction.

/** The keys of POST /api/public/cart/quote's answer (and of its lines), as the API has always answered them. */
const QUOTE_KEYS = [
  'lines',
  'subtotal',
  'itemTariff',
  'globalTariff',
  'handlingFee',
  'nonStandardPackageFee',
  'internationalTermsFee',
  'splitShipmentFee',
  'carrier',
  'method',
  'shipping',
  'shippingTbd',
  'freeGround',
  'shippingLabel',
  'taxRate',
  'tax',
  'total',
  'priceOnRequest',
  'offeredCarriers',
  'shippingOptions',
  'priceList',
  'globalTariffRate',
]
const LINE_KEYS = [
  'pn',
  'qty',
  'listPrice',
  'unitPrice',
  'lineTotal',
  'itemTariff',
  'tariffRate',
  'unitTariff',
  'cutFee',
  'priceSource',
  'schedule',
  'discountPercent',
  'pkgQtyType',
  'priceOnRequest',
  'leadTime10Days',
]

const quoteCases = cases.filter((c) => c.fn === 'quote' && !('error' in c.expected))

function quoted(input: Record<string, unknown>): Quote {
  const result = quoteCart(toQuoteInput(input), commerceData)
  if (isQuoteFailure(result)) throw new Error(`unexpected ${result.error.code}`)
  return result
}

describe('the quote leaving the domain', () => {
  it.each(quoteCases.map((c) => [c.name, c] as const))('%s: the answer is the cents / 100, the worked example in dollars', (_, c) => {
    const q = quoted(c.input)
    const answer = quoteToJson(q)
    expect(Object.keys(answer)).toEqual(QUOTE_KEYS)
    answer.lines.forEach((l) => expect(Object.keys(l)).toEqual(LINE_KEYS))
    expect(answer.total).toBe(c.expected.total)
    expect(answer.total * 100).toBeCloseTo(q.totalCents, 6)
    expect(toCents(answer.total)).toBe(q.totalCents)
    expect(toCents(answer.subtotal)).toBe(q.subtotalCents)
    expect(answer.shipping === null ? null : toCents(answer.shipping)).toBe(q.shippingCents)
    expect(toCents(answer.tax)).toBe(q.taxCents)
    q.lines.forEach((l, i) => {
      expect(toCents(answer.lines[i].unitPrice)).toBe(l.unitPriceCents)
      expect(toCents(answer.lines[i].lineTotal)).toBe(l.lineTotalCents)
    })
  })

  it('keeps what is not money as it is', () => {
    const q = quoted(quoteCases[0].input)
    const answer = quoteToJson(q)
    expect(answer).toMatchObject({ carrier: q.carrier, method: q.method, taxRate: q.taxRate, offeredCarriers: q.offeredCarriers })
    expect(Number.isInteger(q.totalCents)).toBe(true)
  })
})

describe('settings entering the domain', () => {
  it('reads the stored dollars as cents, and writes them back as the same dollars', () => {
    const settings = settingsFromDollars(fixtures.settings)
    expect(settings).toMatchObject({
      shopName: 'Demo Controls',
      globalTariffRate: 0.0495,
      smallOrderThresholdCents: 4900,
      handlingDomesticCents: 1000,
      internationalThresholdCents: 30000,
      airTbdAtCents: 50000,
    })
    expect(settingsToDollars(settings)).toEqual(fixtures.settings)
  })

  it('takes the default for a missing or non-number field, and rounds dollars half away from zero', () => {
    const { maxQuantity: _max, missingZipZone: _zone, splitShipmentFeeCents: _split, ...defaults } = DEFAULT_SETTINGS
    expect(settingsFromDollars({})).toEqual(defaults)
    expect(settingsFromDollars({ handlingDomestic: 1.005, smallOrderThreshold: '49', shopName: '' })).toMatchObject({
      handlingDomesticCents: 101,
      smallOrderThresholdCents: DEFAULT_SETTINGS.smallOrderThresholdCents,
      shopName: DEFAULT_SETTINGS.shopName,
    })
    expect(settingsToDollars(DEFAULT_SETTINGS)).toMatchObject({ freeGroundThreshold: 49, airTbdAt: 500, internationalTermsFee: 40 })
  })
})
