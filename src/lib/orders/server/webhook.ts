import { EVENT_ID_HEADER, signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhookSignature'

/** Retries after the first try: with the default 10 s first wait, 10 s, 20 s, 40 s … about 85 min for the last, some 2.8 hours in all. */
export const ORDER_WEBHOOK_RETRIES = 10
const ATTEMPT_TIMEOUT_MS = 15_000

/**
 * POSTs one order event to ORDER_WEBHOOK_URL (README, "Order webhook"): the body as it was
 * queued, byte for byte, signed with a fresh timestamp on each try, with the event id that
 * stays the same on every try (the delivery's key). Anything but a 2xx answer (or no answer
 * within 15 s) fails the try, and the outbox tries again with backoff.
 */
export async function deliverOrderWebhook(
  hook: { url: string; secret: string },
  input: { body: string; eventId: string },
): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000)
  const response = await fetch(hook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(hook.secret, timestamp, input.body),
      [EVENT_ID_HEADER]: input.eventId,
      'user-agent': 'Switchyard-Webhook/1',
    },
    body: input.body,
    redirect: 'error',
    signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
  })
  await response.body?.cancel().catch(() => undefined)
  if (!response.ok) throw new Error(`Order webhook answered ${response.status}`)
  return response.status
}
