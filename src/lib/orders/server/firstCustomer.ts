import type { Payload } from 'payload'

import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { ownAddress } from '@/lib/accounts/server/addressBook'
import { ensureWebUser, findWebUser } from '@/lib/accounts/server/webUser'

import { createCustomerFor } from './newCustomer'
import { inTransaction } from './transaction'

export type NewCustomer = {
  id: number
  name: string
  priceList: string
  arTerm: string
  taxable: boolean
  segment: number
  primaryContactId: number
}

class AlreadyHasCustomer extends Error {}

/**
 * POST /api/private/customer (docs/api.md): the customer of a buyer who has none yet,
 * with the defaults of docs/pricing.md ("Customers") and the address given (else the buyer's default
 * shipping address) as its primary contact. 409 when the buyer already has a customer.
 */
export async function createFirstCustomer(
  payload: Payload,
  buyer: { email: string; nameFirst?: string | null; nameLast?: string | null },
  body: { primaryContactId?: number | null },
): Promise<{ ok: true; customer: NewCustomer } | Refusal> {
  const webUser = await ensureWebUser(payload, buyer)
  if (webUser.customerIds.length) return refuse(409, 'customer-exists')
  const contactId = body.primaryContactId ?? webUser.shippingContactId
  if (contactId === null) return refuse(400, 'bad-request', { path: 'primaryContactId', problem: 'required' })
  const contact = await ownAddress(payload, webUser, contactId)
  if (!contact) return refuse(404, 'not-found', { path: 'primaryContactId' })
  try {
    const customer = await inTransaction(payload, async (req) => {
      // Read again inside the transaction: of two first requests at once, the second finds the first's customer.
      const current = await findWebUser(payload, webUser.email, req)
      if (!current || current.customerIds.length) throw new AlreadyHasCustomer()
      return createCustomerFor(payload, current, contact, req)
    })
    return {
      ok: true,
      customer: {
        id: customer.id,
        name: customer.name,
        priceList: customer.priceList ?? 'OEM',
        arTerm: customer.arTerm ?? 'CREDIT CARD',
        taxable: customer.taxable ?? true,
        segment: customer.segment ?? 5,
        primaryContactId: contact.id,
      },
    }
  } catch (error) {
    if (error instanceof AlreadyHasCustomer || (await findWebUser(payload, webUser.email))?.customerIds.length)
      return refuse(409, 'customer-exists')
    throw error
  }
}
