import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The order webhook's signature (README, "Order webhook"): HMAC-SHA256, keyed with
 * ORDER_WEBHOOK_SECRET, of `<timestamp>.<raw body>`, where the timestamp is the
 * X-Switchyard-Timestamp header (Unix seconds of the attempt). Sent as
 * `X-Switchyard-Signature: sha256=<hex>`. Signing the timestamp lets a receiver refuse a
 * replayed request: a valid signature with an old timestamp.
 */
export const SIGNATURE_HEADER = 'x-switchyard-signature'
export const TIMESTAMP_HEADER = 'x-switchyard-timestamp'
export const EVENT_ID_HEADER = 'x-switchyard-event-id'
/** How far a receiver should accept a timestamp from its own clock, in seconds. */
export const SIGNATURE_TOLERANCE_S = 300

/** @example signWebhook('secret', 1700000000, '{}') // 'sha256=…' (64 hex digits) */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`
}

export type VerifyProblem = 'missing' | 'bad-signature' | 'stale' | null

/**
 * What a receiver does: the signature must match the body and timestamp (compared in
 * constant time), and the timestamp be within the tolerance of `now` (Unix seconds).
 */
export function verifyWebhook(
  secret: string,
  input: { signature: string | null | undefined; timestamp: string | null | undefined; body: string },
  now = Math.floor(Date.now() / 1000),
  toleranceS = SIGNATURE_TOLERANCE_S,
): VerifyProblem {
  const { signature, timestamp, body } = input
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing'
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature'
  return Math.abs(now - Number(timestamp)) > toleranceS ? 'stale' : null
}
