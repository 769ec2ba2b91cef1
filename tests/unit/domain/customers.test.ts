import { describe, expect, it } from 'vitest'
import { ANONYMOUS_CUSTOMER, approvedForTerms, isDistributor, NEW_CUSTOMER_DEFAULTS, primaryCustomer } from '@/domain'

describe('customers', () => {
  it('approves terms other than CREDIT CARD', () => {
    expect(approvedForTerms({ terms: 'NET 30' })).toBe(true)
    expect(approvedForTerms({ terms: 'credit card ' })).toBe(false)
    expect(approvedForTerms({ terms: null })).toBe(false)
    expect(approvedForTerms(ANONYMOUS_CUSTOMER)).toBe(false)
  })

  it('knows the two distributor types, and only those', () => {
    expect(isDistributor({ type: 'D1-Distributor/Stocking' })).toBe(true)
    expect(isDistributor({ type: 'D2-Distributor/Reseller/Non-Stocking' })).toBe(true)
    expect(isDistributor({ type: 'D3-Distributor' })).toBe(false)
    expect(isDistributor({ type: null })).toBe(false)
  })

  it('gives new customers OEM, CREDIT CARD, taxable, segment 5', () => {
    expect(NEW_CUSTOMER_DEFAULTS).toEqual({ priceList: 'OEM', terms: 'CREDIT CARD', taxable: true, segment: 5 })
  })

  it('picks the primary customer by id, else the first of Customers', () => {
    const a = { name: 'a' }
    const b = { name: 'b' }
    expect(primaryCustomer({ WebUserPrimaryCustomerId: 7, WebUserPrimaryCustomer: b, Customers: [a, b] })).toBe(b)
    expect(primaryCustomer({ WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: b, Customers: [a, b] })).toBe(a)
    expect(primaryCustomer({ WebUserPrimaryCustomerId: '', Customers: [a] })).toBe(a)
    expect(primaryCustomer({ WebUserPrimaryCustomerId: 7, Customers: [a] })).toBeNull()
    expect(primaryCustomer({})).toBeNull()
  })
})
