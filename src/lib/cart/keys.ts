/**
 * The limits and keys of what a buyer keeps on the server (see ./features.ts), without its
 * schemas: the browser's cart imports these, and zod stays out of its bundle.
 */
export const FEATURES = ['liveCart', 'favorites', 'savedCarts'] as const
export type Feature = (typeof FEATURES)[number]
export const isFeature = (v: unknown): v is Feature => typeof v === 'string' && (FEATURES as readonly string[]).includes(v)

export const MAX_CART_LINES = 500
export const MAX_QUANTITY = 99_999
export const MAX_FAVORITES = 1_000
export const MAX_SAVED_CARTS = 50
/** What one buyer may keep per feature, in bytes of stored JSON (prices and details filled in). */
export const MAX_STORED_BYTES: Record<Feature, number> = { liveCart: 256 * 1024, favorites: 128 * 1024, savedCarts: 1024 * 1024 }

/** The cap a value as stored would pass, or null when it fits. */
export function storedBytesOver(feature: Feature, value: unknown): number | null {
  return Buffer.byteLength(JSON.stringify(value)) > MAX_STORED_BYTES[feature] ? MAX_STORED_BYTES[feature] : null
}

export const hubKey = (email: string, feature: Feature) => `${email.trim().toLowerCase()}:${feature}`
