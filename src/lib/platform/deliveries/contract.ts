/*
 * The outbox's words (src/collections/Deliveries.ts, docs/orders.md "Mails and webhooks"),
 * shared by the code that queues a delivery, the runner that sends it and the collection.
 */

export const DELIVERY_KINDS = ['mail', 'webhook'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const

/** A delivery as the runner claims it: its row id, what it is, its idempotency key, its order's number and its input as queued. */
export type ClaimedDelivery = { id: number; kind: DeliveryKind; key: string; orderNumber?: string; input: unknown; attempts: number }

/** Tries in all (the first and the retries) and the first wait, doubled after each failed try. */
export type RetryPolicy = { tries: number; firstWaitMs: number }

/** The wait before try `attempts + 1` after `attempts` failed ones: first, 2×first, 4×first … */
export function backoffMs(policy: RetryPolicy, attempts: number): number {
  return policy.firstWaitMs * 2 ** Math.max(0, attempts - 1)
}

/** A mail queued already written (a cross request's, src/lib/crossref): sent as it is, unlike an order's, which is built when sent. */
export type PreparedMail = { prepared: { to: string; subject: string; text: string; html: string } }

/** Whether a mail delivery's input is a prepared mail. */
export function isPreparedMail(input: unknown): input is PreparedMail {
  const p = typeof input === 'object' && input !== null ? (input as { prepared?: unknown }).prepared : null
  if (typeof p !== 'object' || p === null) return false
  const m = p as Record<string, unknown>
  return ['to', 'subject', 'text', 'html'].every((k) => typeof m[k] === 'string')
}
