import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { findPartPrefix, unitPriceFor, type PartPrefix } from '@/domain'
import {
  buildDigest,
  buildSeriesParts,
  digestBuilder,
  packSeriesParts,
  partPricer,
  prefixLookup,
  unpackSeriesParts,
  type RawPart,
} from '@/lib/catalogue/pricing'
import { partToDomain, priceListEntryToDomain } from '@/lib/commerce/pricesToDomain'
import { splitVisible } from '@/lib/catalogue/server/visibleParts'

const prefixes: PartPrefix[] = [
  { title: 'SY22-PL', discountSchedule: 'E-3', isPublic: true },
  { title: 'SY22-PLX', discountSchedule: 'E-3', isPublic: false },
  { title: 'SY22-PB', discountSchedule: 'E-1', isPublic: true },
  { title: 'SY-CT', discountSchedule: 'F-1', isPublic: true },
]
/** As stored (an Actual in dollars), read into the rules' cents as the catalogue's loader reads them. */
const oem = [
  { schedule: 'E-3', valueType: '% Discount', value: 33 },
  { schedule: 'E-1', valueType: '% Discount', value: 10 },
  { item: 'SY-CT90', valueType: 'Call', value: 0 },
  { item: 'sy22-pbg', valueType: 'Actual', value: 12.99 },
  { schedule: 'Z', valueType: '% Discount', value: 0 },
].map(priceListEntryToDomain)
const pricing = { prefixes, entries: oem, listName: 'OEM' }
/** The catalogue's builders take visible parts: restricted ones dropped (and counted per series) by the parts' loader. */
const visible = (list: readonly RawPart[]) => splitVisible(list, prefixes)

const parts: RawPart[] = [
  { pn: 'SY22-PLR24', product: 1, listPrice: 10.01, attributes: { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V', secret: 'x' } },
  {
    pn: 'SY22-PLG120',
    product: 1,
    listPrice: 20,
    tariff: true,
    attributes: { color: { en: 'Green', es: 'Verde' }, voltage: '120 V' },
    leadTimeNote: { en: 'Ships in 10 days', es: 'Se envía en 10 días' },
  },
  { pn: 'SY22-PLX-R24', product: 1, listPrice: 1, attributes: { color: { en: 'Purple', es: 'Morado' } } },
  { pn: 'SY22-PBG', product: 2, listPrice: 18.5, pkgqty: 0, attributes: { color: 'Green' } },
  { pn: 'SY-CT90', product: 3, listPrice: 209, attributes: { amps: '90 A' } },
  { pn: 'LOOSE-1', listPrice: 5 },
  { pn: 'SY22-PLX-HIDDEN', product: 4, listPrice: 3 },
]

describe('prefixLookup', () => {
  it('finds the longest matching prefix, trimmed and in any case', () => {
    const lookup = prefixLookup(prefixes)
    expect(lookup(' sy22-plx-r24 ')?.title).toBe('SY22-PLX')
    expect(lookup('SY22-PLR24')?.title).toBe('SY22-PL')
    expect(lookup('XX-1')).toBeNull()
  })

  it('gives the same entry as the domain for any prefixes and part number (property)', () => {
    const alphabet = fc.constantFrom('A', 'B', '-', '1', 'a', ' ')
    const text = fc.array(alphabet, { maxLength: 6 }).map((cs) => cs.join(''))
    const entries = fc.array(fc.record({ title: text, isPublic: fc.boolean() }), { maxLength: 12 })
    fc.assert(
      fc.property(entries, text, (list, pn) => {
        expect(prefixLookup(list)(pn)).toBe(findPartPrefix(pn, list))
      }),
    )
  })
})

describe('partPricer', () => {
  it('prices each part exactly as the domain does with the whole list', () => {
    const price = partPricer(pricing)
    for (const part of parts) {
      const { price: unit } = price(part)
      expect(unit).toEqual(unitPriceFor(partToDomain(part), 'OEM', { partPrefixes: prefixes, priceLists: { OEM: oem } }))
    }
  })

  it('reads item entries in any case, and other value types as call for price', () => {
    const price = partPricer(pricing)
    expect(price(parts[3]).price).toMatchObject({ unitPriceCents: 1299, source: 'item', priceOnRequest: false })
    expect(price(parts[4]).price.priceOnRequest).toBe(true)
    expect(price(parts[0]).price.unitPriceCents).toBe(671)
  })
})

describe('buildDigest', () => {
  const digest = buildDigest(visible(parts), pricing, ['color', 'voltage', 'amps'])

  it('counts visible and restricted parts per series and skips parts without one', () => {
    expect(digest.series['1']).toMatchObject({ parts: 2, hidden: 1 })
    expect(digest.series['4']).toMatchObject({ parts: 0, hidden: 1, fromCents: null, facets: {} })
    expect(Object.keys(digest.series).sort()).toEqual(['1', '2', '3', '4'])
  })

  it('keeps the lowest price of the priced parts, none when every part is call for price', () => {
    expect(digest.series['1'].fromCents).toBe(671)
    expect(digest.series['2'].fromCents).toBe(1299)
    expect(digest.series['3']).toMatchObject({ parts: 1, fromCents: null })
  })

  it('collects the public attribute values of visible parts only, with their labels', () => {
    expect(digest.series['1'].facets).toEqual({ color: ['green', 'red'], voltage: ['120-v', '24-v'] })
    expect(digest.values.color).toEqual({ green: { en: 'Green', es: 'Verde' }, red: { en: 'Red', es: 'Rojo' } })
    expect(digest.values.color.purple).toBeUndefined()
    expect(digest.values.secret).toBeUndefined()
  })
})

describe('buildSeriesParts', () => {
  it('lists visible parts priced, in part-number order, and only counts restricted ones', () => {
    const { rows, values, hidden } = buildSeriesParts(visible(parts.filter((p) => p.product === 1)), pricing, ['color', 'voltage'])
    expect(hidden).toBe(1)
    expect(rows.map((r) => r.pn)).toEqual(['SY22-PLG120', 'SY22-PLR24'])
    expect(rows[1]).toEqual({
      pn: 'SY22-PLR24',
      pkgqty: 1,
      listCents: 1001,
      priceCents: 671,
      leadTimeNote: null,
      tariff: false,
      facets: { color: ['red'], voltage: ['24-v'] },
    })
    // A tariffed part says so (the series page marks it and explains the fee).
    expect(rows[0].tariff).toBe(true)
    expect(rows[0].leadTimeNote).toEqual({ en: 'Ships in 10 days', es: 'Se envía en 10 días' })
    expect(JSON.stringify({ rows, values })).not.toContain('PLX')
    expect(JSON.stringify({ rows, values })).not.toContain('Purple')
  })

  it('shows call for price as a null price and a missing package quantity as 1', () => {
    const { rows } = buildSeriesParts(visible([parts[3], parts[4]]), pricing, ['amps'])
    expect(rows.find((r) => r.pn === 'SY-CT90')?.priceCents).toBeNull()
    expect(rows.find((r) => r.pn === 'SY22-PBG')?.pkgqty).toBe(1)
  })

  it('orders part numbers with their numbers in order', () => {
    const mk = (pn: string): RawPart => ({ pn, product: 1, listPrice: 1 })
    const { rows } = buildSeriesParts(visible([mk('SY-CT100'), mk('SY-CT20'), mk('SY-CT9')]), pricing, [])
    expect(rows.map((r) => r.pn)).toEqual(['SY-CT9', 'SY-CT20', 'SY-CT100'])
  })
})

describe('digestBuilder', () => {
  it('gives the same digest whether parts come in one batch or several', () => {
    const builder = digestBuilder(pricing, ['color', 'voltage', 'amps'])
    builder.add(visible(parts.slice(0, 2)))
    builder.add(visible([]))
    builder.add(visible(parts.slice(2)))
    expect(builder.finish()).toEqual(buildDigest(visible(parts), pricing, ['color', 'voltage', 'amps']))
  })
})

describe('packSeriesParts', () => {
  it('round-trips a series through its cached form', () => {
    const keys = ['color', 'voltage', 'amps']
    const built = buildSeriesParts(visible(parts), pricing, keys)
    const packed = packSeriesParts(built, keys)
    expect(unpackSeriesParts(JSON.parse(JSON.stringify(packed)))).toEqual(built)
    expect(packed.rows[0]).toHaveLength(6 + keys.length)
    expect(built.rows.filter((r) => r.tariff).map((r) => r.pn)).toEqual(['SY22-PLG120'])
  })
})
