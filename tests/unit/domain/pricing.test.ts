import { describe, expect, it } from 'vitest'
import {
  findItemEntry,
  findPartPrefix,
  isRestrictedPart,
  normalizePn,
  priceListEntries,
  resolvePriceListName,
  scheduleFor,
  unitPriceFor,
} from '@/domain'
import { priceListEntryToDomain } from '@/lib/commerce/pricesToDomain'
import { fixtures, product } from './fixtures'

const prefixes = [
  { title: 'AB', discountSchedule: 'S-1', isPublic: true },
  { title: 'ABC', discountSchedule: 'S-2', isPublic: null },
  { title: 'abcd', discountSchedule: ' ', isPublic: true },
]

describe('part numbers and schedules', () => {
  it('normalizes pn', () => {
    expect(normalizePn('  ab-1x ')).toBe('AB-1X')
    expect(normalizePn(undefined)).toBe('')
  })

  it('takes the longest prefix whatever the entry order, any case', () => {
    expect(findPartPrefix('abc-1', [...prefixes].reverse())?.title).toBe('ABC')
    expect(scheduleFor('ab-1', prefixes)).toBe('S-1')
    expect(scheduleFor('ABCD-1', prefixes)).toBeNull() // blank schedule counts as none
    expect(scheduleFor('XY-1', prefixes)).toBeNull()
  })

  it('restricts parts whose governing prefix is not public', () => {
    expect(isRestrictedPart('ABC-1', prefixes)).toBe(true)
    expect(isRestrictedPart('AB-1', prefixes)).toBe(false)
    expect(isRestrictedPart('ABCD-1', prefixes)).toBe(false)
    expect(isRestrictedPart('ZZ-1', prefixes)).toBe(false)
  })
})

describe('price lists', () => {
  it('resolves list names to OEM for none, list and select', () => {
    for (const name of [null, undefined, '', ' ', 'list', 'LIST', 'Select ']) {
      expect(resolvePriceListName(name)).toBe('OEM')
    }
    expect(resolvePriceListName(' D1 ')).toBe('D1')
  })

  it('finds lists by exact key, then any case; an unknown list has no entries', () => {
    expect(priceListEntries(fixtures.priceLists, 'd1')).toBe(fixtures.priceLists.D1)
    expect(priceListEntries(fixtures.priceLists, 'nope')).toEqual([])
  })

  it('matches item entries trimmed and upper-cased', () => {
    expect(findItemEntry(fixtures.priceLists.D1, ' rlu-2c-24d')?.priceCents).toBe(710)
    expect(findItemEntry(fixtures.priceLists.D1, '')).toBeNull()
  })

  it('prefers the item entry over a schedule entry listed before it', () => {
    const lists = {
      L: [
        { schedule: 'E-1', valueType: '% Discount', value: 50 },
        { item: 'PB22-XG1', valueType: 'actual', value: 1.234 },
      ].map(priceListEntryToDomain),
    }
    const price = unitPriceFor(product('PB22-XG1'), 'L', { partPrefixes: fixtures.partPrefixes, priceLists: lists })
    expect(price).toEqual({ unitPriceCents: 123, priceOnRequest: false, source: 'item', schedule: null, discountPercent: null })
  })

  it('never prices below zero on a discount above 100%', () => {
    const lists = { L: [{ schedule: 'Z', valueType: '% Discount', value: 150 }].map(priceListEntryToDomain) }
    const price = unitPriceFor(product('PB22-XG1'), 'L', { partPrefixes: fixtures.partPrefixes, priceLists: lists })
    expect(price.unitPriceCents).toBe(0)
    expect(price.priceOnRequest).toBe(false)
  })

  it('uses the list price when the list has no entry, and reports the source', () => {
    const catalog = { partPrefixes: fixtures.partPrefixes, priceLists: fixtures.priceLists }
    expect(unitPriceFor(product('TB-UK5'), 'NOENTRY', catalog).source).toBe('list-price')
    expect(unitPriceFor(product('TB-UK5'), 'OEM', catalog).source).toBe('schedule-z')
    expect(unitPriceFor(product('PB22-MR1'), 'D1', catalog)).toMatchObject({ source: 'schedule', unitPriceCents: 1440 })
  })
})
