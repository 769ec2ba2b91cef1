import type { Payload } from 'payload'

import { approvedForTerms } from '@/domain'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'

import { ownAddress } from './addressBook'
import { BUYER_WRITE_CONTEXT, ensureWebUser, findWebUser, type SessionWebUser } from './webUser'

/** What GET /api/private/user adds to the session's user: its web user, defaults and customers. */
export type BuyerProfile = {
  webUserId: number | null
  WebUserPrimaryCustomerId: number | null
  WebUserBillingContactId: number | null
  WebUserShippingContactId: number | null
  customers: { id: number; name: string; primary: boolean; priceList: string; arTerm: string; approvedForTerms: boolean }[]
}

export async function buyerProfile(payload: Payload, email: string): Promise<BuyerProfile> {
  const webUser = await findWebUser(payload, email)
  if (!webUser)
    return { webUserId: null, WebUserPrimaryCustomerId: null, WebUserBillingContactId: null, WebUserShippingContactId: null, customers: [] }
  const { docs } = webUser.customerIds.length
    ? await payload.find({
        collection: 'customers',
        where: { id: { in: webUser.customerIds } },
        pagination: false,
        limit: 0,
        depth: 0,
        select: { name: true, priceList: true, arTerm: true },
        overrideAccess: true, // only the session's own customers (ids from its web user)
      })
    : { docs: [] }
  const byId = new Map(docs.map((c) => [c.id, c]))
  return {
    webUserId: webUser.id,
    WebUserPrimaryCustomerId: webUser.primaryCustomerId,
    WebUserBillingContactId: webUser.billingContactId,
    WebUserShippingContactId: webUser.shippingContactId,
    customers: webUser.customerIds.flatMap((id) => {
      const c = byId.get(id)
      if (!c) return []
      const arTerm = c.arTerm ?? 'CREDIT CARD'
      return [
        {
          id,
          name: c.name,
          primary: id === webUser.primaryCustomerId,
          priceList: c.priceList ?? 'OEM',
          arTerm,
          approvedForTerms: approvedForTerms({ terms: arTerm }),
        },
      ]
    }),
  }
}

/**
 * PATCH /api/private/user's `WebUserBillingContactId` / `WebUserShippingContactId`: each an
 * address of the buyer's own (else 404) or null to clear it.
 */
export async function setDefaultAddresses(
  payload: Payload,
  buyer: { email: string; nameFirst?: string | null; nameLast?: string | null },
  ids: { WebUserBillingContactId?: number | null; WebUserShippingContactId?: number | null },
): Promise<{ ok: true; webUser: SessionWebUser } | Refusal> {
  const webUser = await findWebUser(payload, buyer.email)
  for (const field of ['WebUserBillingContactId', 'WebUserShippingContactId'] as const) {
    const id = ids[field]
    if (id !== undefined && id !== null && !(await ownAddress(payload, webUser, id))) return refuse(404, 'not-found', { path: field })
  }
  const data: { billingContact?: number | null; shippingContact?: number | null } = {}
  if (ids.WebUserBillingContactId !== undefined) data.billingContact = ids.WebUserBillingContactId
  if (ids.WebUserShippingContactId !== undefined) data.shippingContact = ids.WebUserShippingContactId
  const own = webUser ?? (await ensureWebUser(payload, buyer))
  if (!Object.keys(data).length) return { ok: true, webUser: own }
  await payload.update({
    collection: 'web-users',
    id: own.id,
    data,
    depth: 0,
    context: BUYER_WRITE_CONTEXT,
    overrideAccess: true, // the session's own web user; each address checked as its own above
  })
  return {
    ok: true,
    webUser: {
      ...own,
      billingContactId: data.billingContact !== undefined ? data.billingContact : own.billingContactId,
      shippingContactId: data.shippingContact !== undefined ? data.shippingContact : own.shippingContactId,
    },
  }
}
