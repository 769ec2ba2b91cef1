import { describe, expect, it } from 'vitest'

import { landingEntry, parseTracking, serializeTracking, utmOf } from '@/lib/cart/tracking'

describe('trackingParams', () => {
  it('records the first path segment after the language and the UTM parameters', () => {
    const entry = landingEntry('/es/productos/reles', new URLSearchParams('utm_source=news&utm_campaign=fall&x=1'), [])
    expect(entry).toEqual({ slug: 'productos', utm_source: 'news', utm_campaign: 'fall' })
  })

  it('records a plain visit only when nothing is recorded yet', () => {
    expect(landingEntry('/products', new URLSearchParams(), [])).toEqual({ slug: 'products' })
    expect(landingEntry('/about', new URLSearchParams(), [{ slug: 'products' }])).toBeNull()
    expect(landingEntry('/', new URLSearchParams('utm_medium=email'), [{ slug: 'products' }])).toEqual({
      slug: '',
      utm_medium: 'email',
    })
  })

  it('round-trips through the cookie, raw or URI-encoded, and ignores junk', () => {
    const value = serializeTracking([{ slug: 'a', utm_source: 's' }])
    expect(parseTracking(value)).toEqual([{ slug: 'a', utm_source: 's' }])
    expect(parseTracking(encodeURIComponent(value))).toEqual([{ slug: 'a', utm_source: 's' }])
    expect(parseTracking('not json')).toEqual([])
    expect(parseTracking('{"slug":"x"}')).toEqual([])
  })

  it('a cart line takes the UTM fields of the latest landing that had any', () => {
    expect(utmOf([{ slug: 'a', utm_source: 'old' }, { slug: 'b', utm_source: 'new', utm_term: 'relay' }, { slug: 'c' }])).toEqual({
      utmSource: 'new',
      utmMedium: null,
      utmCampaign: null,
      utmTerm: 'relay',
      utmContent: null,
    })
    expect(utmOf([{ slug: 'a' }])).toEqual({})
  })
})
