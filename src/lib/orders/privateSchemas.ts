import { z } from 'zod'

import { ADDRESS_TEXT_FIELDS, ORDER_STATUSES, PO_MAX_LENGTH, type AddressFields, type ReorderLine, type ReorderSkip } from '@/domain'
import type { SessionUser } from '@/lib/accounts/server/session'
import type { QuoteJson } from '@/lib/commerce/quoteJson'
import type { Address } from '@/lib/accounts/server/addressBook'
import type { BuyerProfile } from '@/lib/accounts/server/defaults'
import { FEATURES, valueSchemas, type Feature, type FeatureValue } from '@/lib/cart/features'
import type { NewCustomer } from '@/lib/orders/server/firstCustomer'
import type { OrderHistory } from '@/lib/orders/contract'
import type { Order } from '@/lib/orders/server/present'

/*
 * What the storefront's private API (/api/private/*, a signed-in buyer's own data) takes and
 * answers. The route handlers validate with these schemas and type their answers with these
 * types (NextResponse.json<T>); the browser's client (./privateClient.ts) imports only the
 * types, so zod stays on the server (README, "Lean pages"). Request types are the schemas'
 * input (what may be sent), answers are what the routes build.
 */

const id = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
])
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

// --- /api/private/user

const name = z.string().trim().min(1).max(100)
const contactId = z.number().int().positive().nullable().optional()
/** The body of PATCH /api/private/user: both names or neither, and/or the default addresses (null clears). */
export const userPatchSchema = z
  .object({
    nameFirst: name.optional(),
    nameLast: name.optional(),
    WebUserBillingContactId: contactId,
    WebUserShippingContactId: contactId,
  })
  .refine((b) => (b.nameFirst === undefined) === (b.nameLast === undefined), { path: ['nameLast'], message: 'both names or neither' })
export type UserPatch = z.input<typeof userPatchSchema>
/** The session's user with its web user's id, default addresses and customers (GET and PATCH). */
export type UserAnswer = { user: (SessionUser & BuyerProfile) | null }

// --- /api/private/customer

/** The body of POST /api/private/customer: the new customer's primary contact (else the default shipping address). */
export const newCustomerSchema = z.object({ primaryContactId: z.number().int().positive().nullable().optional() }).optional()
export type NewCustomerRequest = z.input<typeof newCustomerSchema>
/** 201 from POST /api/private/customer. */
export type NewCustomerAnswer = { customer: NewCustomer }

// --- /api/private/contacts

/** The query of GET /api/private/contacts: `webUserId` and `customerIds` (comma-separated), each the buyer's own. */
export const contactsQuerySchema = z.object({ webUserId: z.string().max(100).optional(), customerIds: z.string().max(2000).optional() })
export type ContactsQuery = z.input<typeof contactsQuerySchema>

/** A body of POST or PATCH /api/private/contacts: the address fields and, optionally, the customer it belongs to. */
export const addressBodySchema = z
  .object({
    ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map((f) => [f, z.string().max(400).nullable().optional()])),
    customerId: id.nullable().optional(),
  })
  .strip() as z.ZodType<AddressFields & { customerId?: number | null }>
export type AddressBody = z.output<typeof addressBodySchema>
export type AddressesAnswer = { data: Address[] }
/** POST (201), PATCH and DELETE answer the address (DELETE: as it was). */
export type AddressAnswer = { data: Address }

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
  shippingContactId: id,
  billingContactId: id,
  carrier: optionalText(40),
  method: optionalText(20),
  carrierAccount: optionalText(40),
  poNumber: optionalText(PO_MAX_LENGTH),
  payment: z.enum(['terms', 'card']),
  note: optionalText(1000),
  expectedTotal: z.number().finite().min(0),
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

// --- /api/private/hubKV

/** The query of GET /api/private/hubKV: `key` is `{email}:{feature}`. */
export const hubReadQuerySchema = z.object({ key: z.string().max(400).optional() })
/** The body of POST /api/private/hubKV: the feature's value under its own name, and the version it was based on. */
export const hubWriteSchema = z.object({
  key: z.string().min(3).max(400),
  feature: z.enum(FEATURES),
  version: z.number().int().min(0),
  liveCart: valueSchemas.liveCart.optional(),
  favorites: valueSchemas.favorites.optional(),
  savedCarts: valueSchemas.savedCarts.optional(),
})
export type HubWrite = z.input<typeof hubWriteSchema>
/** The query of DELETE /api/private/hubKV. */
export const hubDeleteQuerySchema = z.object({ email: z.string().max(320).optional(), feature: z.string().max(40).optional() })
/** A feature's value under its own name; null when none is stored. */
export type HubValue<F extends Feature> = { [K in F]: FeatureValue[K] | null }
/** What every hubKV method answers (a 409 too, beside its error: the value stored now). */
export type HubAnswer<F extends Feature> = { key: string; feature: F; version: number } & HubValue<F>
