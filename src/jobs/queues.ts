/** The queue the shop's mails wait in; run by the server's autoRun and right after an order is placed. */
export const MAIL_QUEUE = 'mail'
export const ORDER_MAIL_TASK = 'order-mail'
