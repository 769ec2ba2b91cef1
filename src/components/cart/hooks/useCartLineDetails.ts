'use client'

import { useEffect, useState } from 'react'

import { fetchCartLines } from '@/lib/platform/http/browser/client'
import type { PartDetail } from '@/lib/cart/contract'

/**
 * What the cart page shows beside each line (series page, title, step, lead-time note), read
 * again when the cart's part numbers or the language change. A failed read keeps what is shown.
 * @param pnKey the cart's part numbers joined with commas ('' when empty)
 */
export function useCartLineDetails(pnKey: string, locale: string): Map<string, PartDetail> {
  const [details, setDetails] = useState<Map<string, PartDetail>>(new Map())
  useEffect(() => {
    if (!pnKey) return
    const controller = new AbortController()
    void fetchCartLines({ pns: pnKey.split(',') }, { locale, signal: controller.signal }).then((result) => {
      if (result.ok) setDetails(new Map(result.data.lines.map((l) => [l.pn, l])))
    })
    return () => controller.abort()
  }, [pnKey, locale])
  return details
}
