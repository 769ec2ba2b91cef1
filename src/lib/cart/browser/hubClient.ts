/**
 * The browser's calls to /api/private/hubKV: the signed-in buyer's live cart, favorites and
 * saved carts (docs/carts.md), made by CartProvider on every page, so they are apart from the
 * rest of the private client (accounts/browser/privateClient.ts, whose rules they follow: sent with
 * `authFetch`, a POST sent once, a GET or DELETE tried again by retryFetch).
 */
import type { Feature, FeatureValue } from '@/lib/cart/features'
import { hubKey } from '@/lib/cart/keys'

import { call, sending, via, type Send } from '@/lib/platform/http/browser/call'
import type { HubAnswer, HubWrite } from '@/lib/cart/contract'

/** GET /api/private/hubKV?key={email}:{feature}: the stored value (null when none) and its version. */
export const fetchHub = <F extends Feature>(send: Send, email: string, feature: F, locale: string) =>
  call<HubAnswer<F>>(`/api/private/hubKV?key=${encodeURIComponent(hubKey(email, feature))}&locale=${locale}`, {}, via(send))

/**
 * POST /api/private/hubKV: the value, based on `version`. A 409 (another tab or device wrote
 * first) carries the value and version stored now (`conflict`), for the change to be applied
 * to it and sent again. The address's `?&` is as the cart has always sent it.
 */
export function saveHub<F extends Feature>(send: Send, email: string, feature: F, value: FeatureValue[F], version: number, locale: string) {
  const body: HubWrite = { key: hubKey(email, feature), feature, [feature]: value, version }
  return call<HubAnswer<F>, HubAnswer<F>>(`/api/private/hubKV?&locale=${locale}`, sending('POST', body), { ...via(send), conflict: true })
}

/** DELETE /api/private/hubKV?email=&feature=: removes the value (an emptied cart). */
export const deleteHub = <F extends Feature>(send: Send, email: string, feature: F, locale: string) =>
  call<HubAnswer<F>>(
    `/api/private/hubKV?email=${encodeURIComponent(email)}&feature=${feature}&locale=${locale}`,
    { method: 'DELETE' },
    via(send),
  )
