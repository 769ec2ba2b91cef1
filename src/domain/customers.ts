import type { Customer } from './types'

/** Terms that mean "pays up front", so not approved for terms. */
export const CREDIT_CARD_TERMS = 'CREDIT CARD'
/** The public price list, used by visitors, new customers and `list`/`select`. */
export const PUBLIC_PRICE_LIST = 'OEM'
/** Customer types that get distributor ground rates and the free-ground check. */
export const DISTRIBUTOR_TYPES: readonly string[] = ['D1-Distributor/Stocking', 'D2-Distributor/Reseller/Non-Stocking']

/** What a customer record starts with on a web user's first order (docs/pricing.md, "Customers"). */
export const NEW_CUSTOMER_DEFAULTS = Object.freeze({
  priceList: PUBLIC_PRICE_LIST,
  terms: CREDIT_CARD_TERMS,
  taxable: true,
  segment: 5,
})

/** The anonymous visitor, priced and taxed like a new customer. */
export const ANONYMOUS_CUSTOMER: Readonly<Customer> = Object.freeze({
  priceList: PUBLIC_PRICE_LIST,
  terms: CREDIT_CARD_TERMS,
  type: null,
  taxable: true,
  freeGroundAtCents: null,
})

/**
 * Approved for terms: any payment terms other than CREDIT CARD (compared trimmed, any case).
 * Missing terms count as CREDIT CARD, since that is what a new customer gets.
 * @example approvedForTerms({ terms: 'NET 30' }) // true
 */
export function approvedForTerms(customer: Customer): boolean {
  const terms = (customer.terms ?? '').trim().toUpperCase()
  return terms !== '' && terms !== CREDIT_CARD_TERMS
}

/**
 * @example isDistributor({ type: 'D1-Distributor/Stocking' }) // true
 */
export function isDistributor(customer: Customer): boolean {
  const type = (customer.type ?? '').trim().toLowerCase()
  return DISTRIBUTOR_TYPES.some((t) => t.toLowerCase() === type)
}

/** The customer fields of a web user (docs/data-model.md). */
export interface WebUserCustomers<C> {
  WebUserPrimaryCustomerId?: string | number | null
  WebUserPrimaryCustomer?: C | null
  Customers?: readonly C[] | null
}

/**
 * The primary customer: WebUserPrimaryCustomer when the primary id is set, else the first
 * of Customers, else null.
 * @example primaryCustomer({ Customers: [a, b] }) // a
 */
export function primaryCustomer<C>(user: WebUserCustomers<C>): C | null {
  const id = user.WebUserPrimaryCustomerId
  if (id !== null && id !== undefined && id !== '') return user.WebUserPrimaryCustomer ?? null
  return user.Customers?.[0] ?? null
}
