import { describe, expect, it } from 'vitest'
import {
  globalTariffCents,
  handlingFeeCents,
  internationalTermsFeeCents,
  lineItemTariffCents,
  multiplyCents,
  nonStandardPackageFeeCents,
  quoteCart,
  type Quote,
} from '@/domain'
import { commerceData } from './fixtures'

const settings = commerceData.settings
const US = { country: 'US', state: 'PA', postalCode: '15213' }
const MX = { country: 'MX' }
const terms = { terms: 'NET 30' }

describe('fees', () => {
  it('charges item tariff only on flagged parts, with the part rate winning', () => {
    expect(lineItemTariffCents({ tariff: true }, 5700, settings)).toBe(1425)
    expect(lineItemTariffCents({ tariff: true, tariffRate: 0.1 }, 5705, settings)).toBe(571) // 570.5
    expect(lineItemTariffCents({ tariff: false, tariffRate: 0.1 }, 5700, settings)).toBe(0)
    expect(lineItemTariffCents({ tariff: true, tariffRate: 0 }, 5700, settings)).toBe(0)
  })

  it('takes the global tariff rate from settings', () => {
    expect(globalTariffCents(10000, settings)).toBe(495)
    expect(globalTariffCents(10000, { globalTariffRate: 0.05 })).toBe(500)
  })

  it('charges handling only when 0 < S < threshold, by destination', () => {
    expect(handlingFeeCents(4899, US, settings)).toBe(1000)
    expect(handlingFeeCents(4899, MX, settings)).toBe(2500)
    expect(handlingFeeCents(4900, US, settings)).toBe(0)
    expect(handlingFeeCents(0, US, settings)).toBe(0)
    expect(handlingFeeCents(100, null, settings)).toBe(0)
    expect(handlingFeeCents(100, US, { ...settings, handlingDomesticCents: 750 })).toBe(750)
  })

  it('charges the package fee per non-standard line', () => {
    expect(nonStandardPackageFeeCents(0, settings)).toBe(0)
    expect(nonStandardPackageFeeCents(3, settings)).toBe(3000)
  })

  it('charges the international terms fee up to and including the threshold', () => {
    expect(internationalTermsFeeCents(30000, terms, MX, settings)).toBe(4000)
    expect(internationalTermsFeeCents(30001, terms, MX, settings)).toBe(0)
    expect(internationalTermsFeeCents(100, { terms: 'CREDIT CARD' }, MX, settings)).toBe(0)
    expect(internationalTermsFeeCents(100, terms, US, settings)).toBe(0)
    expect(internationalTermsFeeCents(100, terms, null, settings)).toBe(0)
    expect(internationalTermsFeeCents(0, terms, MX, settings)).toBe(0)
  })
})

describe('the split-shipment fee (docs/availability.md)', () => {
  const items = [{ pn: 'PB22-XG1', qty: 4 }]
  const data = { ...commerceData, settings: { ...commerceData.settings, splitShipmentFeeCents: 750 } }
  const priced = (splitShipment: boolean) => quoteCart({ items, destination: US, splitShipment }, data) as Quote

  it('is added, and taxed as the other fees are, only when the lines ship as available in several shipments', () => {
    const together = priced(false)
    const split = priced(true)
    expect(together.splitShipmentFeeCents).toBe(0)
    expect(split.splitShipmentFeeCents).toBe(750)
    expect(split.taxRate).toBeGreaterThan(0)
    // Tax is rounded once on the whole base: the fee moves it by its own tax, to the cent.
    expect(Math.abs(split.taxCents - together.taxCents - multiplyCents(750, split.taxRate))).toBeLessThanOrEqual(1)
    expect(split.totalCents - together.totalCents).toBe(750 + split.taxCents - together.taxCents)
  })

  it('is 0 when the site sets none', () => {
    expect((quoteCart({ items, destination: US, splitShipment: true }, commerceData) as Quote).splitShipmentFeeCents).toBe(0)
  })
})
