import { describe, expect, it } from 'vitest'

import {
  addLine,
  emptyCart,
  hasFavorite,
  loadSavedCart,
  mergeGuestCart,
  removeLine,
  replaceLines,
  setLineQuantity,
  toggleFavorite,
} from '@/lib/cart/lines'
import type { LiveCart } from '@/lib/cart/features'

const now = '2026-11-24T12:00:00.000Z'
const cartOf = (...lines: [string, number][]): LiveCart => ({
  ...emptyCart(),
  createdAt: now,
  cartItems: lines.map(([pn, prod_quantity]) => ({ pn, prod_quantity, createdAt: now })),
})
const quantities = (c: LiveCart) => c.cartItems.map((i) => `${i.pn}:${i.prod_quantity}`)

describe('cart lines', () => {
  it('a new line starts at its package quantity and stamps the cart', () => {
    const cart = addLine(emptyCart(), { pn: 'tb-uk5', pkgqty: 50 }, undefined, { utmSource: 'news' }, now)
    expect(cart.createdAt).toBe(now)
    expect(cart.cartItems[0]).toMatchObject({
      pn: 'TB-UK5',
      prod_quantity: 50,
      pkgqty: 50,
      pkgQtyType: 'standard',
      utmSource: 'news',
      createdAt: now,
    })
  })

  it('adding a part already there adds to its line, rounded up to the step', () => {
    const cart = addLine(addLine(emptyCart(), { pn: 'TB-UK5', pkgqty: 50 }, undefined, {}, now), { pn: 'TB-UK5', pkgqty: 50 }, 7, {}, now)
    expect(quantities(cart)).toEqual(['TB-UK5:100'])
  })

  it('wire duct keeps any quantity and is flagged non-standard off its package', () => {
    const cart = addLine(emptyCart(), { pn: 'WD-1X2-G', pkgqty: 10, family: 'wire-duct' }, 15, {}, now)
    expect(cart.cartItems[0]).toMatchObject({ prod_quantity: 15, pkgQtyType: 'non-standard' })
  })

  it('sets and removes lines by part number in any case', () => {
    const cart = cartOf(['PB22-XG1', 1], ['CT09-A10', 2])
    expect(quantities(setLineQuantity(cart, 'pb22-xg1', 5))).toEqual(['PB22-XG1:5', 'CT09-A10:2'])
    expect(quantities(removeLine(cart, 'ct09-a10'))).toEqual(['PB22-XG1:1'])
  })

  it('sign-in merge: local quantities win for lines on the server, the others are added', () => {
    const server = cartOf(['PB22-XG1', 3], ['CT09-A10', 1])
    const local = cartOf(['PB22-XG1', 7], ['WD-1X2-G', 10])
    expect(quantities(mergeGuestCart(server, local))).toEqual(['PB22-XG1:7', 'CT09-A10:1', 'WD-1X2-G:10'])
    expect(quantities(mergeGuestCart(emptyCart(), local))).toEqual(['PB22-XG1:7', 'WD-1X2-G:10'])
  })

  it('a saved cart replaces the cart with its selections, or adds its quantities', () => {
    const saved = { ...cartOf(['PB22-XG1', 2]), id: 's1', name: 'Panel', selectedBillingId: 4, selectedShippingId: 5 }
    const cart = cartOf(['PB22-XG1', 1], ['CT09-A10', 1])
    const replaced = loadSavedCart(cart, saved, 'replace')
    expect(quantities(replaced)).toEqual(['PB22-XG1:2'])
    expect(replaced).toMatchObject({ selectedBillingId: 4, selectedShippingId: 5 })
    expect(quantities(loadSavedCart(cart, saved, 'add'))).toEqual(['PB22-XG1:3', 'CT09-A10:1'])
  })
})

describe('favorites', () => {
  it('adding one already there removes it; parts and series are told apart', () => {
    const once = toggleFavorite([], { pn: 'pb22-xg1' }, now)
    expect(once).toEqual([{ pn: 'pb22-xg1', createdAt: now }])
    expect(hasFavorite(once, { pn: 'PB22-XG1' })).toBe(true)
    const both = toggleFavorite(once, { product: '12' }, now)
    expect(both).toHaveLength(2)
    expect(toggleFavorite(both, { pn: 'PB22-XG1' })).toEqual([{ product: '12', createdAt: now }])
  })
})

describe('replaceLines: superseded numbers move to the part sold today', () => {
  const cart = (items: [string, number][]) => ({ cartItems: items.map(([pn, prod_quantity]) => ({ pn, prod_quantity })) })

  it('moves a line, marked with the number it had and since when', () => {
    const out = replaceLines(cart([['PB-100', 3]]), [{ pn: 'pb-100', replacement: 'PB22-XG1', since: '2024-03-01' }])
    expect(out.cartItems).toEqual([{ pn: 'PB22-XG1', prod_quantity: 3, replaces: { pn: 'PB-100', since: '2024-03-01' } }])
  })

  it('adds the quantity to the replacement already in the cart, keeping one line', () => {
    const out = replaceLines(
      cart([
        ['PB22-XG1', 2],
        ['PB-100', 3],
      ]),
      [{ pn: 'PB-100', replacement: 'PB22-XG1', since: null }],
    )
    expect(out.cartItems).toEqual([{ pn: 'PB22-XG1', prod_quantity: 5, replaces: { pn: 'PB-100', since: null } }])
  })

  it('answers the same cart when nothing is replaced', () => {
    const before = cart([['PB22-XG1', 2]])
    expect(replaceLines(before, [{ pn: 'PB-100', replacement: 'PB22-XG1', since: null }])).toBe(before)
  })
})
