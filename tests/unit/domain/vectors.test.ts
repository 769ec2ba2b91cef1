import { describe, expect, it } from 'vitest'
import { findRep, fromCents, isQuoteFailure, quoteCart, scheduleFor, unitPriceFor } from '@/domain'
import { quoteToJson } from '@/lib/commerce/quoteJson'
import { type VectorCase, cases, commerceData, fixtures, product, toQuoteInput } from './fixtures'

function run(c: VectorCase): Record<string, unknown> {
  const input = c.input as Record<string, string>
  switch (c.fn) {
    case 'schedule':
      return { schedule: scheduleFor(input.pn, fixtures.partPrefixes) }
    case 'price': {
      const price = unitPriceFor(product(input.pn), input.priceList, fixtures)
      // The worked examples expect dollars: the domain's cents are converted where they are compared.
      return { unitPrice: fromCents(price.unitPriceCents), priceOnRequest: price.priceOnRequest }
    }
    case 'rep':
      return { rep: findRep(fixtures.reps, input)?.rep ?? null }
    case 'quote': {
      const result = quoteCart(toQuoteInput(c.input), commerceData)
      return isQuoteFailure(result) ? { error: result.error.code } : { ...quoteToJson(result) }
    }
  }
}

describe('the worked examples (tests/fixtures/commerce.json)', () => {
  it('has the 35 cases of the four functions', () => {
    expect(cases).toHaveLength(35)
    expect(new Set(cases.map((c) => c.fn))).toEqual(new Set(['schedule', 'price', 'quote', 'rep']))
  })

  it.each(cases.map((c) => [`${c.fn}: ${c.name}`, c] as const))('%s', (_, c) => {
    const actual = run(c)
    for (const [field, expected] of Object.entries(c.expected)) {
      if (field === 'lines') {
        const lines = actual.lines as Record<string, unknown>[]
        const wanted = expected as Record<string, unknown>[]
        expect(lines).toHaveLength(wanted.length)
        wanted.forEach((line, i) => expect(lines[i]).toMatchObject(line))
      } else {
        expect({ [field]: actual[field] }).toEqual({ [field]: expected })
      }
    }
  })
})
