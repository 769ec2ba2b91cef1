import { createHash } from 'node:crypto'

import { z } from 'zod'

import { isPreparedMail } from '@/lib/platform/deliveries/contract'
import type { DeliveryHandlers, DeliverySettings } from '@/lib/platform/deliveries/server/runner'
import type { Env } from '@/lib/platform/server/env'
import { isQuoteMailInput } from '@/lib/quotes/server/mail/input'

import type { OrderMailJobInput } from './mail/send'
import { ORDER_WEBHOOK_RETRIES } from './webhook'

/** A mail's Message-ID from its delivery's key: the same on every try, so a receiver sees a repeat for what it is. */
export function messageIdFor(key: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'switchyard.local'
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`
}

const webhookInput = z.object({ type: z.string(), body: z.string() })

/**
 * How the order's deliveries are sent: mails (7 tries from MAIL_RETRY_MS: 30 s, 1, 2, 4, 8, 16 min apart) and
 * webhook events (ORDER_WEBHOOK_RETRIES retries from ORDER_WEBHOOK_RETRY_MS). The mail and
 * PDF code loads when a mail is first sent, not with the server.
 */
export function orderDeliveryHandlers(env: Pick<Env, 'mailFrom' | 'orderWebhook' | 'mailRetryMs'>): DeliveryHandlers {
  return {
    mail: {
      retry: { tries: 7, firstWaitMs: env.mailRetryMs },
      send: async (payload, delivery) => {
        const messageId = messageIdFor(delivery.key, env.mailFrom)
        if (isPreparedMail(delivery.input)) {
          // A mail written when it was queued (a cross request's): sent as it is.
          const [{ sendMail }, { parseEnv }] = await Promise.all([
            import('@/lib/accounts/server/mail'),
            import('@/lib/platform/server/env'),
          ])
          await sendMail({ ...delivery.input.prepared, messageId }, parseEnv())
          return
        }
        if (isQuoteMailInput(delivery.input)) {
          // A quote's mail (issue 30): built from the quote as stored, its PDF attached to the quote itself.
          const { sendQuoteMail } = await import('@/lib/quotes/server/mail/send')
          await sendQuoteMail(payload, delivery.input, messageId)
          return
        }
        const { sendOrderMail } = await import('./mail/send')
        await sendOrderMail(payload, delivery.input as OrderMailJobInput, messageId)
      },
    },
    webhook: {
      retry: { tries: ORDER_WEBHOOK_RETRIES + 1, firstWaitMs: env.orderWebhook?.retryMs ?? 10_000 },
      send: async (_payload, delivery) => {
        // Unset since the event was queued: nothing to deliver to, and nothing to retry.
        if (!env.orderWebhook) return
        const { deliverOrderWebhook } = await import('./webhook')
        await deliverOrderWebhook(env.orderWebhook, { body: webhookInput.parse(delivery.input).body, eventId: delivery.key })
      },
    },
  }
}

/** What payload.config.ts keeps under `custom.deliveries` (server-only): the order handlers made from its env, and the lease. */
export const deliverySettings = (env: Pick<Env, 'mailFrom' | 'orderWebhook' | 'mailRetryMs' | 'deliveryLeaseMs'>): DeliverySettings => ({
  handlers: orderDeliveryHandlers(env),
  leaseMs: env.deliveryLeaseMs,
})
