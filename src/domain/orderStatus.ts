/**
 * The one state machine of an order (issue 14, the staff's order desk). Pure: the Orders
 * collection's hook refuses any change it does not allow, and the admin offers only the
 * statuses it allows next.
 *
 *   awaiting-card-payment -> received -> confirmed -> shipped -> delivered
 *   awaiting-card-payment | received | confirmed -> cancelled (with a reason)
 *
 * A card order waits in `awaiting-card-payment` until the payment is authorised (then
 * `received`) or given up (`cancelled`).
 */

/** Every status an order can have, in the order of the flow. */
export const ORDER_STATUSES = ['awaiting-card-payment', 'received', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'awaiting-card-payment': ['received', 'cancelled'],
  received: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

/** @example isOrderStatus('confirmed') // true */
export const isOrderStatus = (s: unknown): s is OrderStatus => typeof s === 'string' && (ORDER_STATUSES as readonly string[]).includes(s)

/**
 * The statuses an order in `status` may move to (none from an unknown status).
 * @example allowedNextStatuses('received') // ['confirmed', 'cancelled']
 */
export const allowedNextStatuses = (status: string): readonly OrderStatus[] => (isOrderStatus(status) ? NEXT[status] : [])

/**
 * Whether an order may move from one status to another; staying put is not a transition.
 * @example canTransition('received', 'shipped') // false
 */
export const canTransition = (from: string, to: string): boolean => allowedNextStatuses(from).includes(to as OrderStatus)

export type TransitionProblem = 'unknown-status' | 'not-allowed' | 'reason-required' | 'tracking-required' | null

/**
 * Why a status change may not happen, or null when it may: a cancellation needs a reason
 * and a shipped order at least one tracking number.
 * @example transitionProblem('received', 'cancelled', { cancelReason: '' }) // 'reason-required'
 */
export function transitionProblem(
  from: string,
  to: string,
  order: { cancelReason?: string | null; trackingNumbers?: readonly (string | null | undefined)[] },
): TransitionProblem {
  if (!isOrderStatus(to)) return 'unknown-status'
  if (!canTransition(from, to)) return 'not-allowed'
  if (to === 'cancelled' && !order.cancelReason?.trim()) return 'reason-required'
  if (to === 'shipped' && !(order.trackingNumbers ?? []).some((n) => n?.trim())) return 'tracking-required'
  return null
}
