import type { Order } from './server/present'

/** An order of the history: the order as the API answers it, marked with its customer. */
export type OrderSummary = Order & { customer: { id: number; name: string } | null }
/** One page of a buyer's order history, as GET /api/private/orders answers it. */
export type OrderHistory = { data: OrderSummary[]; total: number; page: number; pages: number }
