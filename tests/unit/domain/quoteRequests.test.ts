import { describe, expect, it } from 'vitest'

import {
  businessDaysAfter,
  effectiveQuoteStatus,
  isQuoteNumber,
  isPast,
  quoteActionBetween,
  quoteActionProblem,
  quotedPriceFor,
  quoteNumber,
  sendProblem,
  soldPn,
} from '@/domain'

const now = new Date('2026-11-27T15:00:00Z')

describe('the quote status machine (issue 30)', () => {
  it('numbers quotes Q- and six or more digits', () => {
    expect(quoteNumber(100001)).toBe('Q-100001')
    expect(isQuoteNumber('Q-100001')).toBe(true)
    expect(isQuoteNumber('SY-100001')).toBe(false)
    expect(isQuoteNumber("Q-1' OR 1=1")).toBe(false)
  })

  it('allows only the flow’s moves, each to its actor', () => {
    expect(quoteActionBetween('requested', 'quoted')).toBe('send')
    expect(quoteActionBetween('revision-requested', 'quoted')).toBe('send')
    expect(quoteActionBetween('quoted', 'revision-requested')).toBe('revise')
    expect(quoteActionBetween('quoted', 'accepted')).toBe('accept')
    expect(quoteActionBetween('accepted', 'ordered')).toBe('order')
    expect(quoteActionBetween('requested', 'accepted')).toBeNull()
    expect(quoteActionBetween('declined', 'quoted')).toBeNull()
    expect(quoteActionBetween('ordered', 'accepted')).toBeNull()
    expect(quoteActionBetween('quoted', 'expired')).toBeNull()
  })

  it('lets the buyer decline until he accepts, and accept only a quoted quote before its expiry', () => {
    const quoted = { status: 'quoted', expiresAt: '2026-11-30' }
    expect(quoteActionProblem(quoted, 'accept', now)).toBeNull()
    expect(quoteActionProblem({ status: 'requested' }, 'accept', now)).toBe('not-allowed')
    expect(quoteActionProblem({ status: 'requested' }, 'decline', now)).toBeNull()
    expect(quoteActionProblem({ status: 'accepted' }, 'decline', now)).toBe('not-allowed')
    expect(quoteActionProblem({ status: 'declined' }, 'revise', now)).toBe('not-allowed')
    expect(quoteActionProblem({ ...quoted, expiresAt: '2026-11-26' }, 'accept', now)).toBe('expired')
    // Past its expiry the buyer may still ask for a revision.
    expect(quoteActionProblem({ ...quoted, expiresAt: '2026-11-26' }, 'revise', now)).toBeNull()
    expect(quoteActionProblem({ status: 'accepted', expiresAt: '2026-11-26' }, 'order', now)).toBe('expired')
    expect(quoteActionProblem({ status: 'bogus' }, 'accept', now)).toBe('not-allowed')
  })

  it('reads a quoted or accepted quote past its expiry as expired; a date lasts to its end (UTC)', () => {
    expect(isPast('2026-11-27', now)).toBe(false)
    expect(isPast('2026-11-26', now)).toBe(true)
    // A date-time counts by its day: a quote stored at midnight or noon of 27 Nov is good all of 27 Nov.
    expect(isPast('2026-11-27T00:00:00.000Z', now)).toBe(false)
    expect(isPast('2026-11-27T12:00:00.000Z', now)).toBe(false)
    expect(isPast('2026-11-26T12:00:00.000Z', now)).toBe(true)
    expect(isPast(null, now)).toBe(false)
    expect(effectiveQuoteStatus({ status: 'quoted', expiresAt: '2026-11-26' }, now)).toBe('expired')
    expect(effectiveQuoteStatus({ status: 'accepted', expiresAt: '2026-11-26' }, now)).toBe('expired')
    expect(effectiveQuoteStatus({ status: 'ordered', expiresAt: '2026-11-26' }, now)).toBe('ordered')
    expect(effectiveQuoteStatus({ status: 'quoted', expiresAt: '2026-12-26' }, now)).toBe('quoted')
  })
})

describe('quoted prices', () => {
  const accepted = {
    status: 'accepted',
    expiresAt: '2026-12-31',
    lines: [
      { pn: 'PB22-XG1', qty: 10, quotedPriceCents: 1050 },
      { pn: 'TB-UK5', qty: 100, quotedPriceCents: null, noQuote: true },
      { pn: 'PL22-R120', qty: 6, quotedPriceCents: 700, alternatePn: 'PL22-R24' },
    ],
  }

  it('prices a quoted part up to the quoted quantity, the alternate in place of the part asked for', () => {
    expect(quotedPriceFor(accepted, 'pb22-xg1', 10, now)).toEqual({ unitPriceCents: 1050, maxQty: 10 })
    expect(quotedPriceFor(accepted, 'PB22-XG1', 4, now)).toEqual({ unitPriceCents: 1050, maxQty: 10 })
    expect(quotedPriceFor(accepted, 'PB22-XG1', 11, now)).toEqual({ problem: 'over-quantity', maxQty: 10 })
    expect(quotedPriceFor(accepted, 'PL22-R24', 6, now)).toEqual({ unitPriceCents: 700, maxQty: 6 })
    expect(quotedPriceFor(accepted, 'PL22-R120', 6, now)).toEqual({ problem: 'not-quoted' })
    expect(quotedPriceFor(accepted, 'TB-UK5', 100, now)).toEqual({ problem: 'not-quoted' })
    expect(soldPn({ pn: 'A', alternatePn: ' ' })).toBe('A')
  })

  it('applies no price once expired, or before acceptance, or after the order', () => {
    expect(quotedPriceFor({ ...accepted, expiresAt: '2026-11-01' }, 'PB22-XG1', 1, now)).toEqual({ problem: 'expired' })
    expect(quotedPriceFor({ ...accepted, status: 'quoted' }, 'PB22-XG1', 1, now)).toEqual({ problem: 'not-accepted' })
    expect(quotedPriceFor({ ...accepted, status: 'ordered' }, 'PB22-XG1', 1, now)).toEqual({ problem: 'not-accepted' })
  })

  it('sends a quote only when every line is answered, one is priced, and its expiry is ahead', () => {
    const lines = [
      { pn: 'A', qty: 1, quotedPriceCents: 100 },
      { pn: 'B', qty: 1, quotedPriceCents: null, noQuote: true, noQuoteReason: 'Discontinued' },
    ]
    expect(sendProblem({ expiresAt: '2026-12-01', lines }, now)).toBeNull()
    expect(sendProblem({ expiresAt: null, lines }, now)).toEqual({ code: 'expiry-required' })
    expect(sendProblem({ expiresAt: '2026-11-01', lines }, now)).toEqual({ code: 'expiry-past' })
    expect(sendProblem({ expiresAt: '2026-12-01', lines: [lines[0], { ...lines[1], noQuoteReason: ' ' }] }, now)).toEqual({
      code: 'reason-required',
      index: 1,
    })
    expect(sendProblem({ expiresAt: '2026-12-01', lines: [{ pn: 'A', qty: 1, quotedPriceCents: null }] }, now)).toEqual({
      code: 'line-unanswered',
      index: 0,
    })
    expect(sendProblem({ expiresAt: '2026-12-01', lines: [lines[1]] }, now)).toEqual({ code: 'nothing-quoted' })
  })

  it('counts a lead time in business days', () => {
    // Friday 27 November 2026 + 3 working days: Wednesday 2 December.
    expect(businessDaysAfter(new Date('2026-11-27T10:00:00Z'), 3).toISOString().slice(0, 10)).toBe('2026-12-02')
    expect(businessDaysAfter(new Date('2026-11-27T10:00:00Z'), 0).toISOString().slice(0, 10)).toBe('2026-11-27')
  })
})
