import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { countries, shippingZones, zip3ZoneRows } from '@/seed/reference'

// These read the committed JSON (through the loader), never the data packages it was built from.
const referenceDir = path.resolve(import.meta.dirname, '../../../src/seed/reference')

describe('shipping zones by zip3', () => {
  const keys = Object.keys(shippingZones)

  it('has at least 850 zip3 entries, each 3 digits between 005 and 999', () => {
    expect(keys.length).toBeGreaterThanOrEqual(850)
    for (const key of keys) {
      expect(key).toMatch(/^\d{3}$/)
      expect(Number(key)).toBeGreaterThanOrEqual(5)
      expect(Number(key)).toBeLessThanOrEqual(999)
    }
  })

  it('has only integer zones from 2 to 8, every one of them used', () => {
    for (const zone of Object.values(shippingZones)) {
      expect(Number.isInteger(zone)).toBe(true)
      expect(zone).toBeGreaterThanOrEqual(2)
      expect(zone).toBeLessThanOrEqual(8)
    }
    expect(new Set(Object.values(shippingZones))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]))
  })

  it.each([
    ['152', 'Pittsburgh', [2]],
    ['100', 'New York', [3, 4]],
    ['606', 'Chicago', [4, 5]],
    ['750', 'Dallas', [6, 7]],
    ['941', 'San Francisco', [8]],
    ['995', 'Alaska', [8]],
    ['967', 'Hawaii', [8]],
    ['009', 'Puerto Rico', [8]],
  ])('puts %s (%s) in zone %j', (zip3, _place, allowed) => {
    expect(allowed).toContain(shippingZones[zip3])
  })

  it('keeps zone 2 close to Pittsburgh and zone 8 out west and offshore', () => {
    expect(shippingZones['150']).toBe(2) // Pittsburgh suburbs
    expect(shippingZones['900']).toBe(8) // Los Angeles
    expect(shippingZones['981']).toBe(8) // Seattle
    expect(shippingZones['969']).toBe(8) // Guam
  })

  it('lists rows sorted by zip3, one per entry', () => {
    const rows = zip3ZoneRows()
    expect(rows).toHaveLength(keys.length)
    expect(rows[0]).toEqual({ zip: keys.slice().sort()[0], zone: shippingZones[keys.slice().sort()[0]] })
    expect(rows.map((r) => r.zip)).toEqual(keys.slice().sort())
    expect(rows.find((r) => r.zip === '152')).toEqual({ zip: '152', zone: 2 })
  })

  it('writes the zip3 keys sorted in the committed file', () => {
    const text = readFileSync(path.join(referenceDir, 'shipping-zones.json'), 'utf8')
    const inFile = [...text.matchAll(/^\s+"(\d{3})": \d,?$/gm)].map((m) => m[1])
    expect(inFile).toHaveLength(keys.length)
    expect(inFile).toEqual(inFile.slice().sort())
  })
})

describe('countries', () => {
  it('has at least 240 countries sorted by unique alpha-2', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240)
    const alpha2 = countries.map((c) => c.alpha2)
    expect(new Set(alpha2).size).toBe(alpha2.length)
    expect(alpha2).toEqual(alpha2.slice().sort())
  })

  it('has well-formed codes, names and calling codes for every country', () => {
    for (const c of countries) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/)
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/)
      expect(c.name.en.length).toBeGreaterThan(0)
      expect(c.name.es.length).toBeGreaterThan(0)
      expect(c.phoneCode).toMatch(/^[1-9]\d{0,2}$/)
    }
  })

  it('knows the United States and Mexico in English and Spanish', () => {
    const us = countries.find((c) => c.alpha2 === 'US')
    expect(us).toMatchObject({ alpha3: 'USA', phoneCode: '1', name: { es: 'Estados Unidos' } })
    expect(us?.name.en).toMatch(/^United States/)
    expect(countries.find((c) => c.alpha2 === 'MX')).toMatchObject({
      alpha3: 'MEX',
      phoneCode: '52',
      name: { en: 'Mexico', es: 'México' },
    })
    expect(countries.find((c) => c.alpha2 === 'CA')?.phoneCode).toBe('1')
  })
})
