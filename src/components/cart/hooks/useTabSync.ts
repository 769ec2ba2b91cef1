'use client'

import { useEffect, type RefObject } from 'react'

import type { Feature } from '@/lib/cart/keys'

const CHANNEL = 'switchyard-cart'

/**
 * Other tabs of this browser: a change saved there is read here (a BroadcastChannel message
 * names the feature), and the cart is read again when this tab comes back into view.
 * `channelRef` is where the store posts its own changes.
 */
export function useTabSync(
  email: string | null,
  fetchFeature: (feature: Feature, email: string) => Promise<boolean>,
  queueRef: RefObject<Promise<unknown>>,
  channelRef: RefObject<BroadcastChannel | null>,
) {
  useEffect(() => {
    if (!email || typeof BroadcastChannel === 'undefined') return
    const bc = new BroadcastChannel(CHANNEL)
    channelRef.current = bc
    bc.onmessage = (event: MessageEvent<{ feature: Feature }>) => {
      const feature = event.data?.feature
      if (feature) queueRef.current = queueRef.current.then(() => fetchFeature(feature, email))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') queueRef.current = queueRef.current.then(() => fetchFeature('liveCart', email))
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      bc.close()
      channelRef.current = null
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [email, fetchFeature, queueRef, channelRef])
}
