import { describe, expect, it } from 'vitest'

import { boundedCacheControl, cdnMaxAge } from '@/lib/platform/net/sharedCacheHeader.mjs'

describe('the Cache-Control a CDN gets', () => {
  it('bounds a public page of Next’s page cache (a year) to CDN_MAX_AGE_S, with a minute of stale-while-revalidate', () => {
    expect(boundedCacheControl('s-maxage=31536000', 300)).toBe('public, s-maxage=300, stale-while-revalidate=60')
    expect(boundedCacheControl('s-maxage=31536000, stale-while-revalidate=100', 120)).toBe(
      'public, s-maxage=120, stale-while-revalidate=60',
    )
  })

  it('keeps private answers and shorter lifetimes as they are', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'private, max-age=60',
      's-maxage=60, stale-while-revalidate=300',
    ])
      expect(boundedCacheControl(value, 300)).toBe(value)
  })

  it('reads CDN_MAX_AGE_S, 300 when unset', () => {
    expect(cdnMaxAge({})).toBe(300)
    expect(cdnMaxAge({ CDN_MAX_AGE_S: '30' })).toBe(30)
  })
})
