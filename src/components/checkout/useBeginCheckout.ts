'use client'

import { useEffect, useRef } from 'react'

import type { LiveCart } from '@/lib/cart/features'
import { trackEcommerce } from '@/lib/platform/services/analytics'

/** GA4's begin_checkout, once per visit of the checkout page, when the buyer's cart is known. */
export function useBeginCheckout(ready: boolean, items: LiveCart['cartItems']) {
  const began = useRef(false)
  useEffect(() => {
    if (!ready || began.current) return
    began.current = true
    trackEcommerce('begin_checkout', {
      items: items.map((i) => ({ item_id: i.pn, quantity: i.prod_quantity, ...(i.series ? { item_category: i.series } : {}) })),
    })
  }, [ready, items])
}
