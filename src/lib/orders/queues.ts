/*
 * The names of the order jobs, shared by the code that queues them (src/lib/orders) and the
 * Payload tasks that run them (src/jobs, the config's jobs settings).
 */

/** The queue the shop's mails wait in; run by the server's autoRun and right after an order is placed. */
export const MAIL_QUEUE = 'mail'
export const ORDER_MAIL_TASK = 'order-mail'

export const ORDER_WEBHOOK_TASK = 'orderWebhook'
export type OrderWebhookEvent = 'order.placed' | 'order.status_changed' | 'order.shipping_quoted'
