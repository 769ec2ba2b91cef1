import { describe, expect, it } from 'vitest'
import {
  boxChargeCents,
  boxRuleFor,
  findCartItemRule,
  findRateRow,
  isValidZip,
  quoteShipping,
  type ShippingLine,
  tableChargeCents,
  zip5,
  zoneFor,
} from '@/domain'
import { commerceData, fixtures } from './fixtures'

const { rateTable, zones, boxRules, cartItemRules } = fixtures
const { settings } = commerceData
const wd = boxRuleFor('wire-duct', boxRules)!
const anonymous = fixtures.customers.anonymous
const line = (pn: string, family: string, qty: number, step: number, unitCents: number): ShippingLine => ({
  pn,
  family,
  qty,
  step,
  lineTotalCents: qty * unitCents,
})
const base = { customer: anonymous, zone: 3, rateTable, boxRules, cartItemRules, settings }

describe('zones', () => {
  it('accepts 5-digit ZIPs and ZIP+4 only', () => {
    for (const ok of ['15213', ' 15213-1234 ']) expect(isValidZip(ok)).toBe(true)
    for (const bad of ['1521', '152134', '15213-12', '15A13', '', null, '15213 1234']) expect(isValidZip(bad)).toBe(false)
    expect(zip5('15213-1234')).toBe('15213')
  })

  it('looks up the first 3 digits; a missing prefix uses the fallback zone', () => {
    expect(zoneFor('30301', zones, 8)).toBe(4)
    expect(zoneFor('44101', zones, 8)).toBe(8)
    expect(zoneFor('44101', zones, 7)).toBe(7)
    expect(zoneFor('4410', zones, 8)).toBeNull()
  })
})

describe('box rules and rate table', () => {
  it('boxes full packages by spqBoxCount and loose pieces by nonBoxCount', () => {
    // 95 ft of 10 ft packages: 9 packages (3 boxes of 4) and 5 loose (1 box of 20), zone 3.
    expect(boxChargeCents(wd, [{ qty: 95, step: 10 }], 3)).toBe(3 * 1300 + 900)
    expect(
      boxChargeCents(
        wd,
        [
          { qty: 40, step: 10 },
          { qty: 30, step: 10 },
        ],
        2,
      ),
    ).toBe(2 * 1200)
    expect(boxChargeCents(wd, [{ qty: 40, step: 10 }], 9)).toBeNull()
  })

  it('finds rows by exact cent bounds', () => {
    expect(findRateRow(rateTable, 4899)?.groundCents).toBe(950)
    expect(findRateRow(rateTable, 4900)?.groundCents).toBe(1250)
    expect(tableChargeCents(rateTable, 0, 'ground')).toBe(0)
    expect(tableChargeCents(rateTable, 50000, 'air1day')).toBe(9000)
    expect(tableChargeCents([rateTable[0]], 5000, 'ground')).toBeNull()
  })

  it('matches cart-item rules exactly or by trailing *', () => {
    expect(findCartItemRule('ct09-x', cartItemRules)?.pn).toBe('CT09-*')
    expect(findCartItemRule('CT0', cartItemRules)).toBeNull()
    expect(findCartItemRule('EN-1210-S2', cartItemRules)).toBeNull()
  })
})

describe('quoteShipping', () => {
  it('makes any air method TBD when a boxed line is still charged', () => {
    const lines = [line('EN-1210-S', 'enclosures', 1, 1, 8900)]
    expect(quoteShipping({ ...base, lines, subtotal: 8900, method: 'air2day' })).toMatchObject({ tbd: true, shippingCents: null })
  })

  it('waives WD- lines only once S is strictly above the threshold', () => {
    const at49 = [line('WD-1X2-G', 'wire-duct', 5, 10, 826), line('PB22-XG1', 'x', 1, 1, 770)]
    expect(quoteShipping({ ...base, lines: at49, subtotal: 4900, method: 'ground' }).shippingCents).toBe(900) // box, free ground
    const above = [line('WD-1X2-G', 'wire-duct', 5, 10, 826), line('PB22-XG1', 'x', 1, 1, 771)]
    expect(quoteShipping({ ...base, lines: above, subtotal: 4901, method: 'ground' }).shippingCents).toBe(0)
  })

  it('does not count waived WD- lines toward air TBD', () => {
    const lines = [line('WD-1X2-G', 'wire-duct', 600, 10, 826), line('PB22-XG1', 'x', 1, 1, 1665)]
    expect(quoteShipping({ ...base, lines, subtotal: 497265, method: 'air1day' })).toMatchObject({
      tbd: false,
      shippingCents: 3800,
    })
  })

  it('charges exempt lines at the distributor column under free ground', () => {
    const customer = { ...fixtures.customers['dist-d1-free'] }
    const lines = [line('CT09-A10', 'x', 10, 1, 4560), line('PB22-MR1', 'x', 10, 1, 1440)]
    const quote = quoteShipping({ ...base, customer, lines, subtotal: 60000, method: 'ground' })
    expect(quote).toEqual({ shippingCents: 1300, tbd: false, freeGround: true, label: 'Demo Controls Free Ground' })
  })

  it('gives a distributor without its own threshold no free ground at any subtotal', () => {
    const lines = [line('PB22-MR1', 'x', 100, 1, 1440)]
    const quote = quoteShipping({ ...base, customer: fixtures.customers['dist-d1'], lines, subtotal: 144000, method: 'ground' })
    expect(quote).toMatchObject({ freeGround: false, shippingCents: 1800, label: null })
  })

  it("honours a non-distributor's own higher threshold", () => {
    const customer = { ...anonymous, freeGroundAtCents: 10000 }
    const lines = [line('PB22-XG1', 'x', 4, 1, 1665)]
    expect(quoteShipping({ ...base, customer, lines, subtotal: 6660, method: 'ground' })).toMatchObject({
      freeGround: false,
      shippingCents: 1250,
    })
  })
})
