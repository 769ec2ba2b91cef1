import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findRep, fromCents, isQuoteFailure, quoteCart, resolvePriceListName, scheduleFor, unitPriceFor, type Customer } from '@/domain'
import { priceListEntryToDomain } from '@/lib/commerce/pricesToDomain'
import { quoteToJson } from '@/lib/commerce/quoteJson'
import { quoteRequestSchema } from '@/lib/cart/contract'
import { quote, type CommerceSource } from '@/lib/commerce/quoteService'
import { commerceCustomer, readPriceList, readReps } from '@/lib/commerce/server/readCommerceData'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { commerceSource } from './helpers/shop'

import { importVectors } from '../fixtures/importVectors'
import { VECTORS_PATH } from '../fixtures/vectorsPath'

/**
 * The worked examples (docs/README.md), end to end through the data layer: the vectors'
 * fixtures imported with the importer, read back by the readers the app uses, priced by the
 * quote service. The unit tests run the same cases on the fixtures as plain objects; these
 * catch what the importer or the readers lose or change on the way (on both databases).
 */

type VectorCase = { fn: string; name: string; input: Record<string, unknown>; expected: Record<string, unknown> }
const vectors = JSON.parse(fs.readFileSync(VECTORS_PATH, 'utf8')) as { fixtures: Record<string, unknown>; cases: VectorCase[] }
const casesOf = (fn: string) => vectors.cases.filter((c) => c.fn === fn).map((c) => [c.name, c] as const)

/** Checks exactly the fields the case's expected answer names (money to the cent), lines by position. */
function expectAnswer(actual: Record<string, unknown>, expected: Record<string, unknown>) {
  for (const [field, wanted] of Object.entries(expected)) {
    if (field === 'lines') {
      const lines = actual.lines as Record<string, unknown>[] | undefined
      const want = wanted as Record<string, unknown>[]
      expect(lines).toHaveLength(want.length)
      want.forEach((line, i) => expect({ line: i, ...lines![i] }).toMatchObject({ line: i, ...line }))
    } else {
      expect({ [field]: actual[field] }).toEqual({ [field]: wanted })
    }
  }
}

const dbs = testDatabases()
afterAll(async () => {
  for (const db of dbs) await db.drop()
})

describe.each(dbs)('worked examples through the database on $name', (db: TestDatabase) => {
  let payload: Payload
  let source: CommerceSource
  /** The imported `customers` records by name, as the quote prices them. */
  const customers = new Map<string, Customer>()

  beforeAll(async () => {
    payload = await db.open()
    await importVectors(payload)
    source = commerceSource(payload)
    const { docs } = await payload.find({ collection: 'customers', pagination: false, limit: 0, depth: 0, overrideAccess: true })
    for (const doc of docs) customers.set(doc.name, commerceCustomer(doc))
  })

  it('holds every fixture customer and a case of each function', () => {
    expect([...customers.keys()].sort()).toEqual(Object.keys(vectors.fixtures.customers as object).sort())
    for (const fn of ['quote', 'price', 'rep', 'schedule']) expect(casesOf(fn).length, fn).toBeGreaterThan(0)
  })

  it.each(casesOf('quote'))('quote: %s', async (_name, c) => {
    const { customer: customerName, ...body } = c.input
    // The request as the route parses it: a visitor when the case names no customer.
    const request = quoteRequestSchema.parse(body)
    let customer: Customer | null = null
    if (customerName !== undefined) {
      customer = customers.get(String(customerName)) ?? null
      expect(customer, `customer ${String(customerName)} imported`).not.toBeNull()
    }
    const result = await quote(source, request, customer)
    expectAnswer(isQuoteFailure(result) ? { error: result.error.code } : { ...quoteToJson(result) }, c.expected)
  })

  it.each(casesOf('quote').filter(([, c]) => c.input.customer === undefined))(
    'quote: %s, for the imported anonymous customer as for a visitor',
    async (_name, c) => {
      const request = quoteRequestSchema.parse(c.input)
      const asVisitor = await quote(source, request, null)
      const asAnonymous = await quote(source, request, customers.get('anonymous')!)
      expect(asAnonymous).toEqual(asVisitor)
    },
  )

  it.each(casesOf('quote'))('quote: %s, the same whole answer as the engine on the whole list', async (_name, c) => {
    // The service hands the engine only the list entries that can apply (entriesForCart).
    const { customer: customerName, ...body } = c.input
    const request = quoteRequestSchema.parse(body)
    const customer = customerName === undefined ? null : customers.get(String(customerName))!
    const listName = resolvePriceListName(customer?.priceList)
    const [base, products, entries] = await Promise.all([
      source.base(),
      source.parts(request.items.map((i) => i.pn)),
      source.priceList(listName),
    ])
    const whole = (entries ?? []).map(priceListEntryToDomain)
    const direct = quoteCart({ ...request, customer }, { ...base, products, priceLists: { [listName]: whole } })
    const service = await quote(source, request, customer)
    // Beside the engine's answer, the service adds each line's promise and the shipment choice (docs/availability.md).
    const {
      availability: _promises,
      shipment: _shipment,
      ...priced
    } = isQuoteFailure(service) ? { ...service, availability: null, shipment: null } : service
    expect(priced).toEqual(direct)
  })

  it('finds a customer’s price list by name in any case, as the domain does', async () => {
    const d1 = await readPriceList(payload, 'D1')
    expect(d1).toHaveLength(4)
    expect(await readPriceList(payload, ' d1 ')).toEqual(d1)
    expect(await readPriceList(payload, 'D')).toBeNull()
    expect(await readPriceList(payload, 'NO-SUCH-LIST')).toBeNull()

    const [, c] = casesOf('quote').find(([, k]) => k.input.customer === 'dist-d1')!
    const { customer: _customer, ...body } = c.input
    const lowerCase = { ...customers.get('dist-d1')!, priceList: 'd1' }
    const result = await quote(source, quoteRequestSchema.parse(body), lowerCase)
    expect(isQuoteFailure(result)).toBe(false)
    if (!isQuoteFailure(result)) expectAnswer({ ...quoteToJson(result) }, c.expected)
  })

  it.each(casesOf('price'))('price: %s', async (_name, c) => {
    const { priceList, pn } = c.input as { priceList: string; pn: string }
    // As the price API reads a list: by its resolved name (select -> OEM); stored in dollars, read into cents.
    const listName = resolvePriceListName(priceList)
    const [base, parts, entries] = await Promise.all([source.base(), source.parts([pn]), source.priceList(listName)])
    expect(parts).toHaveLength(1)
    const price = unitPriceFor(parts[0], priceList, {
      partPrefixes: base.partPrefixes,
      priceLists: { [listName]: (entries ?? []).map(priceListEntryToDomain) },
    })
    expectAnswer({ unitPrice: fromCents(price.unitPriceCents), priceOnRequest: price.priceOnRequest }, c.expected)
  })

  it.each(casesOf('rep'))('rep: %s', async (_name, c) => {
    // As GET /api/public/rep: every rep read, then the lookup.
    const rep = findRep(await readReps(payload), c.input as { phone: string; state: string; country: string })
    expectAnswer({ rep: rep?.rep ?? null }, c.expected)
  })

  it.each(casesOf('schedule'))('schedule: %s', async (_name, c) => {
    const { partPrefixes } = await source.base()
    expectAnswer({ schedule: scheduleFor(String(c.input.pn), partPrefixes) }, c.expected)
  })
})
