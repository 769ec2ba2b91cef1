import { z } from 'zod'

import type { MatchLevel } from '@/domain'
import type { QuoteJson } from '@/lib/commerce/quoteJson'

import type { ReplacedLine } from './lines'

import { FEATURES, MAX_CART_LINES, MAX_FAVORITES, valueSchemas, type Feature, type FeatureValue } from './features'

/*
 * The cart's contract: the answer types its server loaders (server/partDetails.ts,
 * server/resolve.ts) and the browser's cart components share, and what the public cart API
 * (/api/public/cart/*, /api/public/parts/resolve) and the private hubKV API take and answer.
 * The route handlers validate with these schemas; the browser's clients import only the
 * types, so zod stays on the server (README, "Lean pages").
 */
/** What a cart line shows beside its prices: the part's series page in the buyer's language, its step and lead-time note. */
export type PartDetail = {
  pn: string
  /** The series code (e.g. SY22-PL), or null. */
  series: string | null
  /** The series page's title and localized slug (`parent`), or null when it is not published. */
  title: string | null
  parent: string | null
  href: string | null
  pkgqty: number
  family: string | null
  tariff: boolean
  leadTimeNote: string | null
}

export type SeriesLink = { id: string; title: string; slug: string | null; series: string | null; href: string | null }

/** Another maker's number a line was found by (docs/cross-references.md): its brand, number and how closely ours matches. */
export type CrossedFrom = { brand: string; pn: string; match: MatchLevel }
/** An old number of ours a line was found by, and since when it is replaced (ISO date, or null). */
export type Replaces = { pn: string; since: string | null }

/**
 * How one typed part number resolved: exactly, after normalizing, as the replacement of an old
 * number of ours (`replaces`), as our part crossing another maker's (`crossedFrom`), or not
 * (with suggestions). A cross to a series of ours names no part: `pn` null, `seriesId` set.
 */
export type Resolution = {
  input: string
  pn: string | null
  match: 'exact' | 'normalized' | 'replacement' | 'cross' | null
  suggestions: string[]
  crossedFrom?: CrossedFrom
  replaces?: Replaces
  seriesId?: string
}

/** A key attribute where the competitor's part differs from ours, in the buyer's language (`ours` null: ours has none). */
export type AttributeDifference = { key: string; title: string; theirs: string; ours: string | null }

// --- the public API

export const MAX_LINES = 500

/** The body of POST /api/public/cart/quote; nothing in it is a price. */
export const quoteRequestSchema = z.object({
  items: z
    .array(
      z
        .object({
          pn: z.string().trim().min(1).max(64),
          qty: z.number().finite(),
          /** The line's quote (docs/quotes.md): priced at the quoted price only when it is the session's own accepted quote. */
          quoteNumber: z.string().trim().max(20).nullable().optional(),
        })
        .strict(),
    )
    .max(MAX_LINES),
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
  /** Lines that ship on different days: all together (the default) or as they become available (docs/availability.md). */
  shipment: z.enum(['complete', 'as-available']).optional().nullable(),
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
  /** Superseded numbers among `pns` and the part sold today in their place (docs/cross-references.md); not in `unknown`. */
  replaced: ReplacedLine[]
  products: Pick<SeriesLink, 'id' | 'title' | 'series' | 'href'>[]
}

/** The body of POST /api/public/parts/resolve. */
export const resolveRequestSchema = z.object({ pns: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_CART_LINES) }).strict()
export type ResolveRequest = z.infer<typeof resolveRequestSchema>
export type ResolvedPart = Resolution & {
  part: PartDetail | null
  suggested: { pn: string; title: string | null }[]
  /** A cross to a series of ours: the series' page (the line is not added; the buyer picks a part there). */
  series?: { title: string; href: string | null } | null
  /** A functional or partial cross: the key attributes that differ (the buyer confirms before the line joins the cart). */
  differences?: AttributeDifference[]
  /** The cross's note in the buyer's language, when the staff wrote one. */
  note?: string | null
}
export type ResolveAnswer = { results: ResolvedPart[] }

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
