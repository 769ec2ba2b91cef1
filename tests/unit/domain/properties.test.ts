import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromCents, isQuoteFailure, type Quote, type QuoteInput, quoteCart, toCents } from '@/domain'
import { type QuoteJson, quoteToJson } from '@/lib/commerce/quoteJson'
import { commerceData, fixtures } from './fixtures'

const publicPns = fixtures.products.map((p) => p.pn).filter((pn) => !pn.startsWith('RLU'))
const destinations = [
  null,
  { country: 'US', state: 'PA', postalCode: '15213' },
  { country: 'US', state: 'PA', postalCode: '19103' },
  { country: 'US', state: 'NY', postalCode: '10001' },
  { country: 'US', state: 'OH', postalCode: '43004' },
  { country: 'US', state: 'CA', postalCode: '94103-1234' },
  { country: 'US', state: 'HI', postalCode: '96813' },
  { country: 'US', state: 'TX', postalCode: '75001' },
]
const abroad = { country: 'MX', state: 'NLE', postalCode: '64000' }

const item = fc.record({ pn: fc.constantFrom(...publicPns), qty: fc.integer({ min: 1, max: 400 }) })
const quoteInput: fc.Arbitrary<QuoteInput> = fc.oneof(
  fc.record({
    customer: fc.constantFrom(...Object.values(fixtures.customers)),
    items: fc.array(item, { minLength: 1, maxLength: 6 }),
    destination: fc.constantFrom(...destinations),
    method: fc.constantFrom('ground', 'air2day', 'air1day'),
  }),
  fc.record({
    customer: fc.constantFrom(...Object.values(fixtures.customers)),
    items: fc.array(item, { minLength: 1, maxLength: 6 }),
    destination: fc.constant(abroad),
    carrier: fc.constantFrom('ups-collect', 'dhl-collect', 'fedex-collect'),
    carrierAccount: fc.constant('ACCT-1'),
  }),
)

function quote(input: QuoteInput): Quote {
  const result = quoteCart(input, commerceData)
  if (isQuoteFailure(result)) throw new Error(`unexpected ${result.error.code}`)
  return result
}

const hasAtMost2Decimals = (x: number) => Number.isFinite(x) && toCents(x) / 100 === x && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6

/** The quote's amounts in cents, in a fixed order. */
function centsOf(q: Quote): number[] {
  const top = [
    q.subtotalCents,
    q.itemTariffCents,
    q.globalTariffCents,
    q.handlingFeeCents,
    q.nonStandardPackageFeeCents,
    q.internationalTermsFeeCents,
    q.taxCents,
    q.totalCents,
  ]
  const lines = q.lines.flatMap((l) => [l.listPriceCents, l.unitPriceCents, l.lineTotalCents, l.itemTariffCents])
  return [...top, ...lines, ...(q.shippingCents === null ? [] : [q.shippingCents])]
}

/** The API answer's amounts in dollars, in the same order as centsOf. */
function dollarsOf(j: QuoteJson): number[] {
  const top = [j.subtotal, j.itemTariff, j.globalTariff, j.handlingFee, j.nonStandardPackageFee, j.internationalTermsFee, j.tax, j.total]
  const lines = j.lines.flatMap((l) => [l.listPrice, l.unitPrice, l.lineTotal, l.itemTariff])
  return [...top, ...lines, ...(j.shipping === null ? [] : [j.shipping])]
}

describe('quote properties', () => {
  it('total is the sum of its parts, and the subtotal the sum of the lines', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = quote(input)
        const parts = [
          q.subtotalCents,
          q.itemTariffCents,
          q.globalTariffCents,
          q.handlingFeeCents,
          q.nonStandardPackageFeeCents,
          q.internationalTermsFeeCents,
          q.shippingCents ?? 0,
          q.taxCents,
        ]
        expect(q.totalCents).toBe(parts.reduce((sum, x) => sum + x, 0))
        expect(q.subtotalCents).toBe(q.lines.reduce((sum, l) => sum + l.lineTotalCents, 0))
        expect(q.itemTariffCents).toBe(q.lines.reduce((sum, l) => sum + l.itemTariffCents, 0))
        q.lines.forEach((l) => expect(l.lineTotalCents).toBe(l.unitPriceCents * l.qty))
      }),
      { numRuns: 300 },
    )
  })

  it('every money amount is whole cents, not negative, and at most 2 decimals once in dollars', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = quote(input)
        const cents = centsOf(q)
        const dollars = dollarsOf(quoteToJson(q))
        // The edge converts each amount exactly once: cents / 100, nothing else.
        expect(dollars.map(toCents)).toEqual(cents)
        expect(dollars).toEqual(cents.map(fromCents))
        for (const amount of cents) {
          expect(Number.isSafeInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
        for (const amount of dollars) {
          expect(hasAtMost2Decimals(amount)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a permutation of the cart gives the same lines and the same totals', () => {
    const withOrder = quoteInput.chain((input) =>
      fc.shuffledSubarray([...input.items.keys()], { minLength: input.items.length }).map((order) => ({ input, order })),
    )
    fc.assert(
      fc.property(withOrder, ({ input, order }) => {
        const original = quote(input)
        const shuffled = quote({ ...input, items: order.map((i) => input.items[i]) })
        order.forEach((from, to) => expect(shuffled.lines[to]).toEqual(original.lines[from]))
        const { lines: _a, ...totalsA } = original
        const { lines: _b, ...totalsB } = shuffled
        expect(totalsB).toEqual(totalsA)
      }),
      { numRuns: 200 },
    )
  })

  it("a line's price does not depend on the rest of the cart", () => {
    fc.assert(
      fc.property(quoteInput, item, (input, extra) => {
        const alone = quote({ ...input, items: [extra] }).lines[0]
        const amongOthers = quote({ ...input, items: [...input.items, extra] }).lines.at(-1)
        expect(amongOthers).toEqual(alone)
      }),
      { numRuns: 200 },
    )
  })
})
