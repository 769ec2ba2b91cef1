import type { Payload } from 'payload'

import { orderRecord, type OrderRecord } from './record'

const PAGE = 500

/** `--since` as given: a date (midnight UTC) or a full ISO timestamp. */
export function parseSince(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return null
  const date = new Date(/T/.test(value) ? value : `${value}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The ERP export (`data:export -- --orders --since DATE`): every order placed or changed at
 * or after `since` (its `updatedAt`, which placing sets too), by number, each as the
 * webhook sends it (`orderRecord`: lines, totals, addresses, status history, shipments).
 */
export async function exportOrders(payload: Payload, since: Date): Promise<{ since: string; exportedAt: string; orders: OrderRecord[] }> {
  const exportedAt = new Date().toISOString()
  const orders: OrderRecord[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'orders',
      where: { updatedAt: { greater_than_equal: since.toISOString() } },
      sort: 'number',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true, // a staff command run on the server, for the ERP
    })
    orders.push(...result.docs.map(orderRecord))
    if (!result.hasNextPage) break
  }
  return { since: since.toISOString(), exportedAt, orders }
}
