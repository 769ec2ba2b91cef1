import type { Payload, PayloadRequest } from 'payload'

import type { WebUser } from '@/payload-types'

/**
 * Context of the buyers' own writes (web users, contacts, customers, orders): no cached
 * loader reads these collections, so there is no cache tag to expire, and the same code
 * runs outside Next (tests, scripts), where there is no cache to expire at all.
 */
export const BUYER_WRITE_CONTEXT = { disableRevalidate: true } as const

/** The storefront's view of a buyer's `web-users` record: its customers and default addresses. */
export type SessionWebUser = {
  id: number
  email: string
  /** Every customer the buyer buys for, the primary one first. */
  customerIds: number[]
  primaryCustomerId: number | null
  billingContactId: number | null
  shippingContactId: number | null
}

const idOf = (v: unknown): number | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { id: unknown }).id) : Number(v)

/** docs/accounts.md, "Web users and customers": the primary customer is the one named, else the first of the list. */
export function toSessionWebUser(doc: WebUser): SessionWebUser {
  const listed = (doc.customers ?? []).map(idOf).filter((id): id is number => id !== null)
  const primary = idOf(doc.primaryCustomer) ?? listed[0] ?? null
  const customerIds = primary === null ? listed : [primary, ...listed.filter((id) => id !== primary)]
  return {
    id: doc.id,
    email: doc.email,
    customerIds,
    primaryCustomerId: primary,
    billingContactId: idOf(doc.billingContact),
    shippingContactId: idOf(doc.shippingContact),
  }
}

/**
 * The `web-users` record of the session's e-mail, or null. Callers pass the e-mail of
 * requireSessionUser, never one from the request.
 */
export async function findWebUser(payload: Payload, email: string, req?: Partial<PayloadRequest>): Promise<SessionWebUser | null> {
  const { docs } = await payload.find({
    collection: 'web-users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // the session's own web user (callers pass requireSessionUser's e-mail)
  })
  return docs[0] ? toSessionWebUser(docs[0]) : null
}

/**
 * The session's web user, created when a signed-in buyer has none yet (a new buyer's first
 * address or order). Two first requests at once both end with the one record the unique
 * e-mail allows.
 */
export async function ensureWebUser(
  payload: Payload,
  user: { email: string; nameFirst?: string | null; nameLast?: string | null },
  req?: Partial<PayloadRequest>,
): Promise<SessionWebUser> {
  const found = await findWebUser(payload, user.email, req)
  if (found) return found
  try {
    const doc = await payload.create({
      collection: 'web-users',
      data: { email: user.email, nameFirst: user.nameFirst ?? null, nameLast: user.nameLast ?? null },
      depth: 0,
      context: BUYER_WRITE_CONTEXT,
      req,
      overrideAccess: true, // the session's own web user, created from the session's e-mail and name
    })
    return toSessionWebUser(doc)
  } catch (error) {
    const again = await findWebUser(payload, user.email, req)
    if (again) return again
    throw error
  }
}
