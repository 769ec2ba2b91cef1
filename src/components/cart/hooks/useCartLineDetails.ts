'use client'

import { useEffect, useEffectEvent, useState } from 'react'

import { fetchCartLines } from '@/lib/platform/http/browser/client'
import type { PartDetail } from '@/lib/cart/contract'
import type { ReplacedLine } from '@/lib/cart/lines'

/**
 * What the cart page shows beside each line (series page, title, step, lead-time note), read
 * again when the cart's part numbers or the language change. A failed read keeps what is shown.
 * Superseded numbers the server names go to `onReplaced` (the cart moves their lines).
 * @param pnKey the cart's part numbers joined with commas ('' when empty)
 */
export function useCartLineDetails(pnKey: string, locale: string, onReplaced: (replaced: ReplacedLine[]) => void): Map<string, PartDetail> {
  const [details, setDetails] = useState<Map<string, PartDetail>>(new Map())
  const replaced = useEffectEvent((lines: ReplacedLine[]) => {
    if (lines.length) onReplaced(lines)
  })
  useEffect(() => {
    if (!pnKey) return
    const controller = new AbortController()
    void fetchCartLines({ pns: pnKey.split(',') }, { locale, signal: controller.signal }).then((result) => {
      if (!result.ok) return
      setDetails(new Map(result.data.lines.map((l) => [l.pn, l])))
      replaced(result.data.replaced)
    })
    return () => controller.abort()
  }, [pnKey, locale])
  return details
}
