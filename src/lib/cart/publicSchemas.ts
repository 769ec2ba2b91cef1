import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import type { PartDetail, Resolution, SeriesLink } from '@/lib/cart/contract'
import type { QuoteJson } from '@/lib/commerce/quoteJson'
import { MAX_CART_LINES, MAX_FAVORITES } from '@/lib/cart/features'
import type { SearchResults } from '@/lib/search/server/searchIndex'

/*
 * What the storefront's public API takes and answers. The route handlers validate with these
 * schemas; the browser's client (src/lib/platform/http/browser/client.ts) imports only their types, so zod stays
 * on the server (README, "Lean pages").
 */

export const MAX_LINES = 500

/** The body of POST /api/public/cart/quote; nothing in it is a price. */
export const quoteRequestSchema = z.object({
  items: z.array(z.object({ pn: z.string().trim().min(1).max(64), qty: z.number().finite() }).strict()).max(MAX_LINES),
  destination: z
    .object({
      country: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'a two-letter country code'),
      state: z.string().trim().max(40).optional().nullable(),
      postalCode: z.string().trim().max(20).optional().nullable(),
    })
    .strict()
    .optional()
    .nullable(),
  carrier: z.string().trim().max(40).optional().nullable(),
  method: z.string().trim().max(20).optional().nullable(),
  carrierAccount: z.string().trim().max(40).optional().nullable(),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>
/** The quote's answer: the free option named in the buyer's language when it applies. */
export type QuoteAnswer = QuoteJson

/** The body of POST /api/public/cart/lines. */
export const cartLinesRequestSchema = z
  .object({
    pns: z.array(z.string().trim().min(1).max(64)).max(MAX_CART_LINES),
    products: z
      .array(z.union([z.string().min(1).max(64), z.number()]))
      .max(MAX_FAVORITES)
      .optional(),
  })
  .strict()
export type CartLinesRequest = z.infer<typeof cartLinesRequestSchema>
export type CartLinesAnswer = {
  lines: PartDetail[]
  unknown: string[]
  products: Pick<SeriesLink, 'id' | 'title' | 'series' | 'href'>[]
}

/** The body of POST /api/public/parts/resolve. */
export const resolveRequestSchema = z.object({ pns: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_CART_LINES) }).strict()
export type ResolveRequest = z.infer<typeof resolveRequestSchema>
export type ResolvedPart = Resolution & { part: PartDetail | null; suggested: { pn: string; title: string | null }[] }
export type ResolveAnswer = { results: ResolvedPart[] }

/** GET /api/public/search: its parameters are checked by hand in the route (q, locale, limit). */
export type SearchRequest = { q: string; locale: Locale; limit: number }
export type SearchAnswer = SearchResults & { query: string; locale: Locale }
