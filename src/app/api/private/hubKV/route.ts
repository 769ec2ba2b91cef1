import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { apiError, apiLocale, badRequestDetails, readJson } from '@/lib/api/respond'
import { pricingCustomerOf } from '@/lib/auth/customers'
import { requireSessionUser, type SessionUser } from '@/lib/auth/session'
import { loadEnv } from '@/lib/env'
import { FEATURES, MAX_CART_LINES, hubKey, isFeature, valueSchemas, type Feature } from '@/lib/hub/features'
import { normalizeFeature } from '@/lib/hub/normalize'
import { hubStore } from '@/lib/hub/store'

export const dynamic = 'force-dynamic'

const store = () => hubStore(loadEnv())

/** `{email}:{feature}` of the session's own e-mail, or the answer refusing it (400 malformed, 403 another user's). */
async function ownKey(request: NextRequest, user: SessionUser, email: string | null, feature: unknown) {
  if (!isFeature(feature)) return { response: await apiError(request, 400, 'bad-request', { path: 'feature', problem: 'other' }) }
  if (!email) return { response: await apiError(request, 400, 'bad-request', { path: 'key', problem: 'required' }) }
  if (email.trim().toLowerCase() !== user.email) return { response: await apiError(request, 403, 'forbidden') }
  return { key: hubKey(user.email, feature), feature }
}

/** `key` is `{email}:{feature}`; the e-mail may itself hold colons only before the last one. */
function splitKey(key: string | null): { email: string | null; feature: string | null } {
  if (!key) return { email: null, feature: null }
  const at = key.lastIndexOf(':')
  return at <= 0 ? { email: key, feature: null } : { email: key.slice(0, at), feature: key.slice(at + 1) }
}

const answer = (key: string, feature: Feature, value: unknown, version: number, status = 200) =>
  NextResponse.json({ key, feature, [feature]: value, version }, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/private/hubKV?key={email}:{feature}: the stored value (null when none) and its version (0 when none). */
export async function GET(request: NextRequest) {
  const auth = await requireSessionUser(request)
  if ('response' in auth) return auth.response
  const { email, feature } = splitKey(request.nextUrl.searchParams.get('key'))
  const own = await ownKey(request, auth.user, email, feature)
  if ('response' in own) return own.response
  const { value, version } = await store().get(own.key)
  return answer(own.key, own.feature, value, version)
}

const postSchema = z.object({
  key: z.string().min(3).max(400),
  feature: z.enum(FEATURES),
  version: z.number().int().min(0),
  liveCart: valueSchemas.liveCart.optional(),
  favorites: valueSchemas.favorites.optional(),
  savedCarts: valueSchemas.savedCarts.optional(),
})

/**
 * POST /api/private/hubKV `{ key, feature, [feature]: value, version }`: stores the value
 * if `version` is still the stored one; otherwise 409 with the current value and version,
 * for the client to apply its change again. Part numbers must exist, quantities 1..99,999,
 * at most 500 cart lines; prices and derived fields are filled on the server.
 */
export async function POST(request: NextRequest) {
  const auth = await requireSessionUser(request)
  if ('response' in auth) return auth.response
  const json = await readJson(request)
  if (json === undefined) return apiError(request, 400, 'invalid-json')
  const lines = (json as { liveCart?: { cartItems?: unknown } })?.liveCart?.cartItems
  if (Array.isArray(lines) && lines.length > MAX_CART_LINES)
    return apiError(request, 400, 'too-many-lines', { max: MAX_CART_LINES, path: 'liveCart.cartItems' })
  const parsed = postSchema.safeParse(json, { reportInput: true })
  if (!parsed.success) return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  const { key, feature, version } = parsed.data
  const split = splitKey(key)
  if (split.feature !== feature) return apiError(request, 400, 'bad-request', { path: 'key', problem: 'other' })
  const own = await ownKey(request, auth.user, split.email, feature)
  if ('response' in own) return own.response
  const value = parsed.data[feature]
  if (value === undefined) return apiError(request, 400, 'bad-request', { path: feature, problem: 'required' })
  const normalized = await normalizeFeature(feature, value, await pricingCustomerOf(auth.user.email), apiLocale(request))
  if (!normalized.ok) {
    const { code, ...details } = normalized.rejection
    return apiError(request, 400, code, details)
  }
  const result = await store().put(own.key, { email: auth.user.email, feature }, normalized.value, version)
  if (!result.ok) {
    const conflict = await apiError(request, 409, 'conflict', { version: result.current.version })
    const body = (await conflict.json()) as Record<string, unknown>
    return NextResponse.json(
      { ...body, key: own.key, feature, [feature]: result.current.value, version: result.current.version },
      { status: 409 },
    )
  }
  return answer(own.key, feature, normalized.value, result.version)
}

/**
 * DELETE /api/private/hubKV?email=&feature=: removes the value (emptying the cart deletes
 * the saved cart, so its billing and shipping selections fall back to the buyer's defaults).
 */
export async function DELETE(request: NextRequest) {
  const auth = await requireSessionUser(request)
  if ('response' in auth) return auth.response
  const params = request.nextUrl.searchParams
  const own = await ownKey(request, auth.user, params.get('email'), params.get('feature'))
  if ('response' in own) return own.response
  await store().delete(own.key)
  return answer(own.key, own.feature, null, 0)
}
