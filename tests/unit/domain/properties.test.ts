import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isQuoteFailure, type Quote, type QuoteInput, quoteCart, toCents } from '@/domain'
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

function moneyOf(q: Quote): number[] {
  const top = [q.subtotal, q.itemTariff, q.globalTariff, q.handlingFee, q.nonStandardPackageFee, q.internationalTermsFee, q.tax, q.total]
  const lines = q.lines.flatMap((l) => [l.unitPrice, l.lineTotal, l.itemTariff])
  return [...top, ...lines, ...(q.shipping === null ? [] : [q.shipping])]
}

describe('quote properties', () => {
  it('total is the sum of its parts, and the subtotal the sum of the lines', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const q = quote(input)
        const parts = [q.subtotal, q.itemTariff, q.globalTariff, q.handlingFee, q.nonStandardPackageFee, q.internationalTermsFee, q.shipping ?? 0, q.tax]
        expect(toCents(q.total)).toBe(parts.reduce((sum, x) => sum + toCents(x), 0))
        expect(toCents(q.subtotal)).toBe(q.lines.reduce((sum, l) => sum + toCents(l.lineTotal), 0))
        expect(toCents(q.itemTariff)).toBe(q.lines.reduce((sum, l) => sum + toCents(l.itemTariff), 0))
        q.lines.forEach((l) => expect(toCents(l.lineTotal)).toBe(toCents(l.unitPrice) * l.qty))
      }),
      { numRuns: 300 },
    )
  })

  it('every money amount has at most 2 decimals and is not negative', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        for (const amount of moneyOf(quote(input))) {
          expect(hasAtMost2Decimals(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
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
