import type { TaskConfig } from 'payload'

import type { OrderMailJobInput } from '@/lib/orders/server/mail/send'
import { ORDER_MAIL_TASK } from '@/lib/orders/queues'

/**
 * Sends one order mail (a confirmation, its copies, a status change) from the database's job
 * queue: the order is committed first and the mail queued after it, so a mail server that is
 * down never loses or blocks an order. A failed send is retried with exponential backoff
 * (30 s, 1, 2, 4, 8, 16 min); a job that failed every try stays in the admin's jobs list with
 * "Has Error" (staff see what was not delivered). The mail and PDF code is imported when a
 * job runs, so the config does not load it.
 */
export const orderMailTask: TaskConfig<{ input: OrderMailJobInput; output: { sentTo: string } }> = {
  slug: ORDER_MAIL_TASK,
  label: 'Order mail',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'orderNumber', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'details', type: 'json' },
  ],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
  handler: async ({ input, req }) => {
    const { sendOrderMail } = await import('@/lib/orders/server/mail/send')
    return { output: { sentTo: await sendOrderMail(req.payload, input) } }
  },
}
