'use client'

import { useLocale } from 'next-intl'
import { useCallback } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { createCustomer } from '@/lib/accounts/browser/privateClient'

/**
 * A new buyer's first order (docs/orders.md, "Checkout"): before placing it, the
 * server creates their customer with the ship-to as its primary contact
 * (`POST /api/private/customer`, 201), and the session is read again so the header and
 * prices see it. A buyer who already has a customer skips this.
 */
export function useNewCustomer(failedText: string) {
  const { authFetch, refresh } = useAuth()
  const locale = useLocale()
  return useCallback(
    async (hasCustomer: boolean, primaryContactId: number): Promise<{ ok: true } | { ok: false; message: string }> => {
      if (hasCustomer) return { ok: true }
      const result = await createCustomer(authFetch, { primaryContactId }, locale)
      // Already created (a retry after a lost answer): go on with that customer.
      if (!result.ok && result.error.code !== 'customer-exists') return { ok: false, message: result.error.message ?? failedText }
      await refresh()
      return { ok: true }
    },
    [authFetch, refresh, locale, failedText],
  )
}
