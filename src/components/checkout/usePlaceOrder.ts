'use client'

import { useLocale } from 'next-intl'
import { useCallback, useRef } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { useRecaptcha } from '@/components/services/recaptcha'
import { submitOrder } from '@/lib/accounts/browser/privateClient'
import type { PlaceOrderRequest } from '@/lib/orders/contract'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'

export type PlaceResult =
  | { kind: 'placed'; number: string; checkoutUrl?: string }
  | { kind: 'price-changed'; quote: Quote | null; message: string }
  | { kind: 'cart-changed'; message: string }
  | { kind: 'refused'; message: string; path?: string }

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
    async (order: PlaceOrderRequest): Promise<PlaceResult> => {
      key.current ??= newKey()
      // A fresh reCAPTCHA token for each attempt (when reCAPTCHA is on): a token is good once.
      const recaptchaToken = await recaptcha('place_order')
      const result = await submitOrder(authFetch, order, { key: key.current, recaptchaToken }, locale)
      if (result.ok) {
        key.current = null
        const { order: placed, checkoutUrl } = result.data
        return { kind: 'placed', number: placed.number, ...(checkoutUrl ? { checkoutUrl } : {}) }
      }
      const { status, code, message, path } = result.error
      // No answer, or a server error: the same key goes again on the next press, so the order cannot be doubled.
      if (status === 0 || status >= 500) return { kind: 'refused', message: failedText }
      key.current = null
      const shown = message ?? failedText
      if (status === 409 && code === 'price-changed')
        return { kind: 'price-changed', quote: result.conflict?.quote ?? null, message: shown }
      if (status === 409 && code === 'cart-changed') return { kind: 'cart-changed', message: shown }
      return { kind: 'refused', message: shown, path }
    },
    [authFetch, locale, failedText, recaptcha],
  )
}
