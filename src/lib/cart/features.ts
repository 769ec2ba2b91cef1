import { z } from 'zod'

import { MAX_CART_LINES, MAX_FAVORITES, MAX_QUANTITY, MAX_SAVED_CARTS } from './keys'

/**
 * What a buyer keeps on the server (docs/carts.md): the live cart, favorites and
 * saved carts, each stored under `{email}:{feature}`. Shared by the API and the browser.
 */
export {
  FEATURES,
  hubKey,
  isFeature,
  MAX_CART_LINES,
  MAX_FAVORITES,
  MAX_QUANTITY,
  MAX_SAVED_CARTS,
  MAX_STORED_BYTES,
  storedBytesOver,
  type Feature,
} from './keys'

const pn = z.string().trim().min(1).max(64)
const when = z.string().trim().min(1).max(40)
const id = z
  .union([z.string().max(64), z.number()])
  .nullable()
  .optional()
const utm = z.string().max(200).nullable().optional()
/** Set by the server when the line's number was superseded (docs/cross-references.md): the number the buyer had, and since when. */
const replaces = z
  .object({ pn, since: z.string().max(40).nullable() })
  .nullable()
  .optional()

/** The spec's cart item. Only pn, quantity, dates and UTM fields are the buyer's; the server fills the rest. */
export const cartItemSchema = z.object({
  pn,
  prod_quantity: z.number().int().min(1).max(MAX_QUANTITY),
  createdAt: when.optional(),
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  utmTerm: utm,
  utmContent: utm,
  list_price: z.number().nullable().optional(),
  sale_price: z.number().nullable().optional(),
  series: z.string().max(100).nullable().optional(),
  pkgqty: z.number().nullable().optional(),
  parent: z.string().max(400).nullable().optional(),
  tariff: z.boolean().nullable().optional(),
  pkgQtyType: z.enum(['standard', 'non-standard']).nullable().optional(),
  subtotals: z.number().nullable().optional(),
  replaces,
  /** Set by the server when the buyer accepted a quote (docs/quotes.md): the line is priced by that quote while it holds. */
  quoteNumber: z.string().max(20).nullable().optional(),
})
export type CartItem = z.infer<typeof cartItemSchema>

export const cartSchema = z.object({
  cartItems: z.array(cartItemSchema).max(MAX_CART_LINES),
  selectedBillingId: id,
  selectedShippingId: id,
  createdAt: when.optional(),
})
export type LiveCart = z.infer<typeof cartSchema>

/** A favorite is a part (`pn`) or a series page (`product`: its id). */
export const favoriteSchema = z
  .object({
    pn: pn.optional(),
    product: z.union([z.string().min(1).max(64), z.number()]).optional(),
    createdAt: when.optional(),
    replaces,
  })
  .refine((f) => (f.pn === undefined) !== (f.product === undefined), { message: 'exactly one of pn or product' })
export type Favorite = z.infer<typeof favoriteSchema>

export const savedCartSchema = cartSchema.extend({
  id: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(100),
})
export type SavedCart = z.infer<typeof savedCartSchema>

export const valueSchemas = {
  liveCart: cartSchema,
  favorites: z.array(favoriteSchema).max(MAX_FAVORITES),
  savedCarts: z.array(savedCartSchema).max(MAX_SAVED_CARTS),
} as const

export type FeatureValue = { liveCart: LiveCart; favorites: Favorite[]; savedCarts: SavedCart[] }
