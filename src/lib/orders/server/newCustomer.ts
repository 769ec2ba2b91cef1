import type { Payload, PayloadRequest } from 'payload'

import { NEW_CUSTOMER_DEFAULTS } from '@/domain'
import type { Address } from '@/lib/accounts/server/addressBook'
import { BUYER_WRITE_CONTEXT, type SessionWebUser } from '@/lib/accounts/server/webUser'
import type { Customer } from '@/payload-types'

/** A new customer's name: the ship-to's company or person, with the buyer's e-mail (names are unique). */
export const newCustomerName = (address: Pick<Address, 'nameCompany' | 'nameFirst' | 'nameLast'>, email: string) =>
  `${address.nameCompany || [address.nameFirst, address.nameLast].filter(Boolean).join(' ') || email} (${email})`

/**
 * docs/pricing.md, "Customers": the customer of a web user's first order. OEM price
 * list, CREDIT CARD terms, taxable, segment 5, the ship-to address as its primary contact
 * (moved from the web user to the customer), linked to the web user as its primary
 * customer. Runs inside the caller's transaction when `req` carries one.
 */
export async function createCustomerFor(
  payload: Payload,
  webUser: SessionWebUser,
  shipTo: Address,
  req?: Partial<PayloadRequest>,
): Promise<Customer> {
  const write = { depth: 0, req, context: BUYER_WRITE_CONTEXT } as const
  const customer = await payload.create({
    collection: 'customers',
    data: {
      name: newCustomerName(shipTo, webUser.email),
      priceList: NEW_CUSTOMER_DEFAULTS.priceList,
      arTerm: NEW_CUSTOMER_DEFAULTS.terms,
      taxable: NEW_CUSTOMER_DEFAULTS.taxable,
      segment: NEW_CUSTOMER_DEFAULTS.segment,
      primaryContact: shipTo.id,
    },
    ...write,
    overrideAccess: true, // the session's own first customer, with the fixed defaults of docs/pricing.md
  })
  await payload.update({
    collection: 'contacts',
    id: shipTo.id,
    data: { customer: customer.id, webUser: null },
    ...write,
    overrideAccess: true, // the session's own address (checked by the caller), becoming its new customer's
  })
  await payload.update({
    collection: 'web-users',
    id: webUser.id,
    data: { customers: [customer.id, ...webUser.customerIds], primaryCustomer: customer.id },
    ...write,
    overrideAccess: true, // the session's own web user, linked to the customer just made for it
  })
  return customer
}
