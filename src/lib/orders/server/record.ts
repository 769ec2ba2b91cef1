import type { Order as OrderDoc } from '@/payload-types'

import { presentOrder, type Order } from './present'

/**
 * An order as the ERP receives it, in the webhook and in `data:export --orders`: what the
 * buyer sees (`presentOrder`), plus the ids, the buyer's e-mail, the sales rep, who made
 * each status change and the staff's notes.
 */
export type OrderRecord = Omit<Order, 'statusHistory'> & {
  id: number
  updatedAt: string
  buyerEmail: string
  webUserId: number | null
  repId: number | null
  locale: string | null
  statusHistory: { status: string; at: string; by: string | null; note: string | null }[]
  staffNotes: string | null
}

const relId = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { id: unknown }).id) : Number(v))

export function orderRecord(doc: OrderDoc): OrderRecord {
  return {
    id: doc.id,
    ...presentOrder(doc),
    updatedAt: doc.updatedAt,
    buyerEmail: doc.buyerEmail,
    webUserId: relId(doc.webUser),
    repId: relId(doc.rep),
    locale: doc.locale ?? null,
    statusHistory: (doc.statusHistory ?? []).map((h) => ({ status: h.status, at: h.at, by: h.by ?? null, note: h.note ?? null })),
    staffNotes: doc.notes ?? null,
  }
}
