'use client'

import { useLocale } from 'next-intl'
import { useCallback, useRef } from 'react'

import { useAuth } from '@/components/auth/AuthProvider.client'
import { useRecaptcha } from '@/components/services/recaptcha'
import { RECAPTCHA_HEADER } from '@/lib/services/recaptcha'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'

/** The body of `POST /api/private/orders` (the quote API's field names; nothing priced but the total last seen). */
export type OrderRequest = {
  shippingContactId: number
  billingContactId: number
  carrier: string
  method: string | null
  carrierAccount?: string
  poNumber?: string
  payment: 'terms' | 'card'
  note?: string
  expectedTotal: number
}

export type PlaceResult =
  | { kind: 'placed'; number: string; checkoutUrl?: string }
  | { kind: 'price-changed'; quote: Quote | null; message: string }
  | { kind: 'cart-changed'; message: string }
  | { kind: 'refused'; message: string; path?: string }

/** A refusal; 409 `price-changed` carries the server's new quote beside the error. */
type ErrorBody = { error?: { code?: string; message?: string; path?: string }; quote?: Quote }

const newKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Places the order with one `Idempotency-Key` per checkout attempt: a retry of the same
 * attempt (a lost answer, a double press) sends the same key and gets the same order; after
 * the server refuses (409 or 4xx, nothing written), the next attempt has a new key.
 */
export function usePlaceOrder(failedText: string) {
  const { authFetch } = useAuth()
  const locale = useLocale()
  const key = useRef<string | null>(null)
  const recaptcha = useRecaptcha()

  return useCallback(
    async (order: OrderRequest): Promise<PlaceResult> => {
      key.current ??= newKey()
      // A fresh reCAPTCHA token for each attempt (when reCAPTCHA is on): a token is good once.
      const token = await recaptcha('place_order')
      const res = await authFetch(`/api/private/orders?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key.current, ...(token ? { [RECAPTCHA_HEADER]: token } : {}) },
        body: JSON.stringify(order),
      }).catch(() => null)
      // No answer: the same key goes again on the next press, so the order cannot be doubled.
      if (!res) return { kind: 'refused', message: failedText }
      const body = (await res.json().catch(() => null)) as ({ order?: { number: string }; checkoutUrl?: string } & ErrorBody) | null
      if (res.ok && body?.order) {
        key.current = null
        return { kind: 'placed', number: body.order.number, ...(body.checkoutUrl ? { checkoutUrl: body.checkoutUrl } : {}) }
      }
      if (res.status >= 500) return { kind: 'refused', message: failedText }
      key.current = null
      const message = body?.error?.message ?? failedText
      if (res.status === 409 && body?.error?.code === 'price-changed') return { kind: 'price-changed', quote: body.quote ?? null, message }
      if (res.status === 409 && body?.error?.code === 'cart-changed') return { kind: 'cart-changed', message }
      return { kind: 'refused', message, path: body?.error?.path }
    },
    [authFetch, locale, failedText, recaptcha],
  )
}
