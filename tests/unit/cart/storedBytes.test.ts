import { describe, expect, it } from 'vitest'

import { MAX_CART_LINES, MAX_STORED_BYTES, storedBytesOver } from '@/lib/cart/features'

const line = (pn: string, utm: string) => ({
  pn,
  prod_quantity: 1,
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  utmTerm: utm,
  utmContent: utm,
  list_price: 12.5,
  sale_price: 11.25,
})

describe('saved data per buyer, in bytes', () => {
  it('lets a full cart of ordinary lines through', () => {
    const cart = { cartItems: Array.from({ length: MAX_CART_LINES }, (_, i) => line(`PB22-XG${i}`, 'google')) }
    expect(storedBytesOver('liveCart', cart)).toBeNull()
  })

  it('refuses what the line limits alone would let grow past the cap', () => {
    // 500 lines whose tracking fields are each at their 200-character limit.
    const cart = { cartItems: Array.from({ length: MAX_CART_LINES }, (_, i) => line(`PB22-XG${i}`, 'u'.repeat(200))) }
    expect(storedBytesOver('liveCart', cart)).toBe(MAX_STORED_BYTES.liveCart)
    const carts = Array.from({ length: 50 }, (_, n) => ({ id: `c${n}`, name: `Panel ${n}`, ...cart }))
    expect(storedBytesOver('savedCarts', carts)).toBe(MAX_STORED_BYTES.savedCarts)
    const favorites = Array.from({ length: 1000 }, (_, i) => ({
      pn: `PB22-${'X'.repeat(55)}${i}`,
      product: `S${'9'.repeat(60)}${i}`,
      createdAt: new Date(0).toISOString(),
    }))
    expect(storedBytesOver('favorites', favorites)).toBe(MAX_STORED_BYTES.favorites)
  })
})
