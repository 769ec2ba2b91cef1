import type { TaskConfig } from 'payload'

import type { Env } from '@/lib/platform/server/env'
import { ORDER_WEBHOOK_TASK } from '@/lib/orders/queues'
import { EVENT_ID_HEADER, signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/orders/server/webhookSignature'

/** Attempts after the first: with the default 10 s base, 10 s, 20 s, 40 s … about 85 min for the last, some 2.8 hours in all. */
export const ORDER_WEBHOOK_RETRIES = 10
const ATTEMPT_TIMEOUT_MS = 15_000

/**
 * POSTs one order event to ORDER_WEBHOOK_URL (README, "Order webhook"): the body as it was
 * queued, byte for byte, signed with a fresh timestamp on each attempt. Anything but a 2xx
 * answer (or no answer within 15 s) fails the attempt, and Payload's jobs queue tries again
 * with exponential backoff.
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

/** The task, registered in payload.config.ts's `jobs.tasks`; its backoff base comes from ORDER_WEBHOOK_RETRY_MS. */
export const orderWebhookTask = (env: Pick<Env, 'orderWebhook'>): TaskConfig<'orderWebhook'> => ({
  slug: ORDER_WEBHOOK_TASK,
  label: 'Order webhook',
  inputSchema: [
    { name: 'type', type: 'text', required: true },
    { name: 'orderNumber', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'number' }],
  retries: { attempts: ORDER_WEBHOOK_RETRIES, backoff: { type: 'exponential', delay: env.orderWebhook?.retryMs ?? 10_000 } },
  handler: async ({ input, job }) => {
    // Unset since the event was queued: nothing to deliver to, and nothing to retry.
    if (!env.orderWebhook) return { output: { status: 0 } }
    const status = await deliverOrderWebhook(env.orderWebhook, { body: input.body, eventId: `${input.orderNumber}:${job.id}` })
    return { output: { status } }
  },
})
