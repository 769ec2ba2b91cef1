import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { DeliveryKind } from '../contract'

export type NewDelivery = {
  kind: DeliveryKind
  /** The idempotency key, unique: derived from the event where the event happens once (`order-mail/SY-100107/placed/…`), else ends in a fresh id (`unique`). */
  key: string
  orderNumber?: string
  input: Record<string, unknown>
}

/** A key for an event that may happen more than once (a status reached again, a second shipment): `base/<random id>`. */
export const unique = (base: string) => `${base}/${randomUUID()}`

/**
 * Puts a delivery in the outbox. Pass the request of the change that causes it: the row is
 * written in that change's transaction, so it exists exactly when the change committed (a
 * transactional outbox). Sent later by the runner (./runner.ts).
 */
export async function enqueueDelivery(payload: Payload, delivery: NewDelivery, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'deliveries',
    data: { ...delivery, status: 'pending', attempts: 0, availableAt: new Date().toISOString() },
    depth: 0,
    req,
    overrideAccess: true, // written by the server for a change it just made; no buyer input chooses the row
  })
}
