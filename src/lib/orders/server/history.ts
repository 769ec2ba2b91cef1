import type { Payload, Where } from 'payload'

import type { OrderHistoryQuery } from '@/lib/orders/contract'
import type { SessionWebUser } from '@/lib/accounts/server/webUser'

import type { OrderHistory } from '../contract'
import { presentOrder } from './present'

export const ORDERS_PAGE_SIZE = 20

/** Whose orders a buyer sees: those of his own web user and of every customer linked to it. */
export function ownOrdersWhere(webUser: SessionWebUser): Where {
  return { or: [{ webUser: { equals: webUser.id } }, ...(webUser.customerIds.length ? [{ customer: { in: webUser.customerIds } }] : [])] }
}

/**
 * The buyer's orders, newest first, 20 a page: filtered by status, searched by order number,
 * PO or part number (any part of it, case as typed by the shop's data). No web user: none.
 */
export async function listOwnOrders(payload: Payload, webUser: SessionWebUser | null, query: OrderHistoryQuery): Promise<OrderHistory> {
  const page = query.page
  if (!webUser) return { data: [], total: 0, page, pages: 0 }
  const and: Where[] = [ownOrdersWhere(webUser)]
  if (query.status) and.push({ status: { equals: query.status } })
  if (query.q) and.push({ or: [{ number: { like: query.q } }, { poNumber: { like: query.q } }, { 'lines.pn': { like: query.q } }] })
  const found = await payload.find({
    collection: 'orders',
    where: { and },
    sort: '-createdAt',
    limit: ORDERS_PAGE_SIZE,
    page,
    depth: 0,
    overrideAccess: true, // restricted to the session's own web user and customers by ownOrdersWhere
  })
  const customerIds = [...new Set(found.docs.map((d) => presentOrder(d).customerId).filter((id): id is number => id !== null))]
  const names = new Map<number, string>()
  if (customerIds.length) {
    const customers = await payload.find({
      collection: 'customers',
      where: { id: { in: customerIds } },
      limit: customerIds.length,
      depth: 0,
      select: { name: true },
      overrideAccess: true, // only the customers of orders already filtered to the session's own
    })
    for (const c of customers.docs) names.set(Number(c.id), String(c.name ?? ''))
  }
  const data = found.docs.map((doc) => {
    const order = presentOrder(doc)
    const id = order.customerId
    return { ...order, customer: id === null ? null : { id, name: names.get(id) ?? '' } }
  })
  return { data, total: found.totalDocs, page, pages: found.totalPages }
}
