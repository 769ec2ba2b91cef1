'use client'

import { installPrefetchLimit } from '@/lib/platform/net/browser/prefetchLimit'

// Installed when this module is first evaluated, before any link is hydrated and prefetches.
if (typeof window !== 'undefined') installPrefetchLimit(window)

/** Keeps the router's prefetches to 4 at once and none on save-data or 2g (src/lib/platform/net/browser/prefetchLimit.ts). */
export function PrefetchLimit() {
  return null
}
