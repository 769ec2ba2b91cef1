import { primaryCustomer } from '@/domain'
import { commerceCustomer, type CustomerFields } from '@/lib/commerce/server/readCommerceData'
import { getPayloadClient } from '@/lib/platform/server/payload'

import type { Customer } from '@/domain'

export type LinkedCustomer = CustomerFields & { id: number | string; name: string; primary: boolean }

/**
 * The customers a signed-in e-mail buys for (the `web-users` record of that address, spec
 * section 3), the primary one marked. Read with access overridden, so callers must pass
 * the session's own e-mail, never one from the request.
 */
export async function customersOfSessionEmail(email: string): Promise<LinkedCustomer[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'web-users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 1,
    overrideAccess: true, // the web user of the session's own e-mail (callers pass requireSessionUser's), never one from the request
  })
  const webUser = docs[0]
  if (!webUser) return []
  const customers = (webUser.customers ?? []).filter((c): c is Exclude<typeof c, number> => typeof c === 'object' && c !== null)
  const primaryId =
    webUser.primaryCustomer === null || webUser.primaryCustomer === undefined
      ? null
      : typeof webUser.primaryCustomer === 'object'
        ? webUser.primaryCustomer.id
        : webUser.primaryCustomer
  const primary = primaryCustomer({
    WebUserPrimaryCustomerId: primaryId,
    WebUserPrimaryCustomer:
      customers.find((c) => c.id === primaryId) ?? (typeof webUser.primaryCustomer === 'object' ? webUser.primaryCustomer : null),
    Customers: customers,
  })
  const list = primary && !customers.some((c) => c.id === primary.id) ? [primary, ...customers] : customers
  return list.map((c) => ({
    id: c.id,
    name: c.name,
    priceList: c.priceList,
    arTerm: c.arTerm,
    custType: c.custType,
    taxable: c.taxable,
    isFreeGroundAt: c.isFreeGroundAt,
    primary: c.id === primary?.id,
  }))
}

/** The session's primary customer as the pricing rules read it, or null (priced as a visitor). */
export async function pricingCustomerOf(email: string | null | undefined): Promise<Customer | null> {
  if (!email) return null
  const primary = (await customersOfSessionEmail(email)).find((c) => c.primary)
  return primary ? commerceCustomer(primary) : null
}
