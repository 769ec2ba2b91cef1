import { z } from 'zod'

import { ORDER_STATUSES, PO_MAX_LENGTH, type ReorderLine, type ReorderSkip } from '@/domain'
import { idSchema } from '@/lib/accounts/contract'
import type { QuoteJson } from '@/lib/commerce/quoteJson'

import type { NewCustomer } from './server/firstCustomer'
import type { Order } from './server/present'

/*
 * What the orders' private API (/api/private/orders, /api/private/customer) takes and answers.
 * The route handlers validate with these schemas and type their answers with these types; the
 * browser's client imports only the types, so zod stays on the server (README, "Lean pages").
 */

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

/** An order of the history: the order as the API answers it, marked with its customer. */
export type OrderSummary = Order & { customer: { id: number; name: string } | null }
/** One page of a buyer's order history, as GET /api/private/orders answers it. */
export type OrderHistory = { data: OrderSummary[]; total: number; page: number; pages: number }

// --- /api/private/customer

/** The body of POST /api/private/customer: the new customer's primary contact (else the default shipping address). */
export const newCustomerSchema = z.object({ primaryContactId: z.number().int().positive().nullable().optional() }).optional()
export type NewCustomerRequest = z.input<typeof newCustomerSchema>
/** 201 from POST /api/private/customer. */
export type NewCustomerAnswer = { customer: NewCustomer }

// --- /api/private/orders

/** The query of GET /api/private/orders and of the order history page. */
export const orderHistoryQuerySchema = z.object({
  status: z
    .union([z.enum(ORDER_STATUSES), z.literal('')])
    .optional()
    .transform((s) => s || undefined),
  q: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((s) => s || undefined),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional()
    .transform((p) => Math.max(1, Number(p ?? 1))),
})
export type OrderHistoryQuery = z.output<typeof orderHistoryQuerySchema>
export type OrdersAnswer = OrderHistory

/** The body of POST /api/private/orders (the quote API's field names); nothing in it is a price but the total the buyer saw. */
export const placeOrderBodySchema = z.object({
  shippingContactId: idSchema,
  billingContactId: idSchema,
  carrier: optionalText(40),
  method: optionalText(20),
  carrierAccount: optionalText(40),
  poNumber: optionalText(PO_MAX_LENGTH),
  payment: z.enum(['terms', 'card']),
  note: optionalText(1000),
  expectedTotal: z.number().finite().min(0),
  shipment: z.enum(['complete', 'as-available']).optional().nullable(),
})
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>
export type PlaceOrderRequest = z.input<typeof placeOrderBodySchema>
/** 201 (200 for a repeated key); a card order with Stripe on carries its Checkout page. */
export type PlacedOrderAnswer = { order: Order; checkoutUrl?: string }
/** Beside the error of a 409 `price-changed`: the quote as it is now. */
export type PriceChangedAnswer = { quote?: QuoteJson }

/** GET /api/private/orders/{number}. */
export type OrderAnswer = { order: Order }
/** POST /api/private/orders/{number}/pay: the order's Stripe Checkout page. */
export type PayAnswer = { url: string }
/** POST /api/private/orders/{number}/reorder and …/save-cart: each skipped line with its reason in the buyer's language. */
export type ReorderAnswer = {
  added: ReorderLine[]
  skipped: (ReorderSkip & { message: string })[]
  savedCart: { id: string; name: string } | null
}
