import { NextResponse } from 'next/server'
import { z } from 'zod'

import { hubDeleteQuerySchema, hubReadQuerySchema, hubWriteSchema, type HubAnswer, type HubValue } from '@/lib/cart/contract'
import { apiError, badRequestDetails, type ApiErrorBody } from '@/lib/platform/http/server/respond'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { pricingCustomerOf } from '@/lib/accounts/server/customers'
import type { SessionUser } from '@/lib/accounts/server/session'
import { loadEnv } from '@/lib/platform/server/env'
import { MAX_CART_LINES, hubKey, isFeature, storedBytesOver, type Feature, type FeatureValue } from '@/lib/cart/features'
import { anySuperseded, normalizeFeature } from '@/lib/cart/server/normalize'
import { hubStore } from '@/lib/cart/server/store'

export const dynamic = 'force-dynamic'

const store = () => hubStore(loadEnv())

/**
 * `{email}:{feature}` of the session's own e-mail; 400 when malformed, 404 for another user's
 * (as for any other buyer's data: the answer does not say whether that e-mail has one).
 */
function ownKey(user: SessionUser, email: string | null | undefined, feature: unknown): { key: string; feature: Feature } {
  if (!isFeature(feature)) throw new HttpError(400, 'bad-request', { path: 'feature', problem: 'other' })
  if (!email) throw new HttpError(400, 'bad-request', { path: 'key', problem: 'required' })
  if (email.trim().toLowerCase() !== user.email) throw new HttpError(404, 'not-found')
  return { key: hubKey(user.email, feature), feature }
}

/** `key` is `{email}:{feature}`; the e-mail may itself hold colons only before the last one. */
function splitKey(key: string | null | undefined): { email: string | null; feature: string | null } {
  if (!key) return { email: null, feature: null }
  const at = key.lastIndexOf(':')
  return at <= 0 ? { email: key, feature: null } : { email: key.slice(0, at), feature: key.slice(at + 1) }
}

/** The answer's fields, the value under the feature's own name (a computed key has no narrower type). */
const hubAnswer = <F extends Feature>(key: string, feature: F, value: FeatureValue[F] | null, version: number): HubAnswer<F> => ({
  key,
  feature,
  ...({ [feature]: value } as HubValue<F>),
  version,
})

const answer = <F extends Feature>(key: string, feature: F, value: FeatureValue[F] | null, version: number) =>
  NextResponse.json<HubAnswer<F>>(hubAnswer(key, feature, value, version), { headers: { 'Cache-Control': 'no-store' } })

/** Every part number a stored value holds (lines of the cart and saved carts, favorite parts). */
function pnsIn(feature: Feature, value: unknown): string[] {
  if (!value) return []
  if (feature === 'favorites') return (value as FeatureValue['favorites']).flatMap((f) => (f.pn ? [f.pn] : []))
  const carts = feature === 'liveCart' ? [value as FeatureValue['liveCart']] : (value as FeatureValue['savedCarts'])
  return carts.flatMap((c) => c.cartItems.map((i) => i.pn))
}

/**
 * GET /api/private/hubKV?key={email}:{feature}: the stored value (null when none) and its
 * version (0 when none). A value holding a number superseded since it was stored is answered
 * normalized again, with the part sold today priced and marked (docs/cross-references.md);
 * nothing is written until the buyer's next change, which sends it back with this version.
 */
export const GET = route({ auth: 'session', query: hubReadQuerySchema }, async ({ user, query, locale }) => {
  const { email, feature } = splitKey(query.key)
  const own = ownKey(user!, email, feature)
  const { value, version } = await store().get(own.key)
  // The store holds only what POST below normalized for this feature.
  const stored = value as FeatureValue[Feature] | null
  if (stored && (await anySuperseded(pnsIn(own.feature, stored)))) {
    const normalized = await normalizeFeature(own.feature, stored, await pricingCustomerOf(user!.email), locale, user!.email)
    if (normalized.ok) return answer(own.key, own.feature, normalized.value, version)
  }
  return answer(own.key, own.feature, stored, version)
})

/**
 * POST /api/private/hubKV `{ key, feature, [feature]: value, version }`: stores the value
 * if `version` is still the stored one; otherwise 409 with the current value and version,
 * for the client to apply its change again. Part numbers must exist, quantities 1..99,999,
 * at most 500 cart lines, and each feature at most MAX_STORED_BYTES once the server has
 * filled prices and details in.
 */
export const POST = route({ auth: 'session', body: z.unknown() }, async ({ request, user, body: json, locale }) => {
  // A cart over the line limit is named as such, before the schema's generic range error.
  const lines = (json as { liveCart?: { cartItems?: unknown } } | null)?.liveCart?.cartItems
  if (Array.isArray(lines) && lines.length > MAX_CART_LINES)
    throw new HttpError(400, 'too-many-lines', { max: MAX_CART_LINES, path: 'liveCart.cartItems' })
  const checked = hubWriteSchema.safeParse(json, { reportInput: true })
  if (!checked.success) throw new HttpError(400, 'bad-request', badRequestDetails(checked.error.issues[0]))
  const parsed = checked.data
  const { key, feature, version } = parsed
  const split = splitKey(key)
  if (split.feature !== feature) throw new HttpError(400, 'bad-request', { path: 'key', problem: 'other' })
  const own = ownKey(user!, split.email, feature)
  const value = parsed[feature]
  if (value === undefined) throw new HttpError(400, 'bad-request', { path: feature, problem: 'required' })
  const normalized = await normalizeFeature(feature, value, await pricingCustomerOf(user!.email), locale, user!.email)
  if (!normalized.ok) {
    const { code, ...details } = normalized.rejection
    throw new HttpError(400, code, details)
  }
  const over = storedBytesOver(feature, normalized.value)
  if (over !== null) throw new HttpError(413, 'too-large', { limit: over, path: feature })
  const result = await store().put(own.key, { email: user!.email, feature }, normalized.value, version)
  if (!result.ok) {
    const conflict = await apiError(request, 409, 'conflict', { version: result.current.version })
    const body = (await conflict.json()) as ApiErrorBody
    // The value stored now, which POST normalized when it was written.
    const current = hubAnswer(own.key, feature, result.current.value as FeatureValue[Feature] | null, result.current.version)
    return NextResponse.json<ApiErrorBody & HubAnswer<Feature>>({ ...body, ...current }, { status: 409 })
  }
  return answer(own.key, feature, normalized.value, result.version)
})

/**
 * DELETE /api/private/hubKV?email=&feature=: removes the value (emptying the cart deletes
 * the saved cart, so its billing and shipping selections fall back to the buyer's defaults).
 */
export const DELETE = route({ auth: 'session', query: hubDeleteQuerySchema }, async ({ user, query }) => {
  const own = ownKey(user!, query.email, query.feature)
  await store().delete(own.key)
  return answer(own.key, own.feature, null, 0)
})
