import fs from 'node:fs'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { exportData } from '@/lib/import/server/exportData'
import { parseImportFile, type ImportData } from '@/lib/import/format'
import { ImportProblemsError, importData } from '@/lib/import/server/importData'

import { testDatabases, type TestDatabase } from './helpers/databases'

import { VECTORS_PATH as vectorsPath } from '../fixtures/vectorsPath'
const vectors = JSON.parse(fs.readFileSync(vectorsPath, 'utf8')) as { fixtures: Record<string, unknown> }

function parsed(json: unknown = vectors): ImportData {
  const result = parseImportFile(json)
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.reason}`).join('\n'))
  return result.data
}

/** The vectors plus the sections they lack, so every section is exercised. */
const extras = {
  webUsers: [
    {
      email: 'Buyer@Acme.test',
      nameFirst: 'Ann',
      nameLast: 'Buyer',
      customers: ['acme-oem', 'acme-select'],
      primaryCustomer: 'acme-select',
    },
    { email: 'counter@dist.test', customers: ['dist-d1-free', 'dist-d1'] },
    { email: 'new@example.test' },
  ],
  carriers: [
    {
      slug: 'default',
      title: { en: 'FedEx (our account)', es: 'FedEx (nuestra cuenta)' },
      sequence: 1,
      isInternational: false,
      collect: false,
      methods: ['ground', 'air2day', 'air1day'],
    },
    { slug: 'ups-collect', title: 'UPS Collect', sequence: 2, isInternational: true, collect: true },
    { slug: 'freight', title: { en: 'Freight' }, sequence: 3, isInternational: true, collect: true, minSubtotalThresholdvalue: 250 },
  ],
  countries: [
    { alpha2: 'US', alpha3: 'USA', name: { en: 'United States', es: 'Estados Unidos' }, phoneCode: '1' },
    { alpha2: 'mx', alpha3: 'mex', name: { en: 'Mexico', es: 'México' }, phoneCode: '52' },
  ],
}

const COLLECTIONS: Record<string, CollectionSlug> = {
  parts: 'parts',
  prefixes: 'part-prefixes',
  lists: 'price-lists',
  entries: 'price-list-entries',
  customers: 'customers',
  rates: 'shipping-rates',
  zones: 'shipping-zones',
  boxRules: 'box-rules',
  itemRules: 'cart-item-rules',
  taxRules: 'tax-rules',
  reps: 'sales-reps',
  categories: 'categories',
  carriers: 'shipping-carriers',
  countries: 'countries',
  webUsers: 'web-users',
}

async function counts(payload: Payload): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [name, collection] of Object.entries(COLLECTIONS)) {
    out[name] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return out
}

const expectedCounts = {
  parts: 9,
  prefixes: 7,
  lists: 4,
  entries: 9,
  customers: 5,
  rates: 4,
  zones: 8,
  boxRules: 2,
  itemRules: 2,
  taxRules: 4,
  reps: 4,
  categories: 7,
  carriers: 0,
  countries: 0,
  webUsers: 0,
}

const dropAll: TestDatabase[] = []
afterAll(async () => {
  for (const db of dropAll) await db.drop()
})

function fresh(): TestDatabase[] {
  const dbs = testDatabases()
  dropAll.push(...dbs)
  return dbs
}

describe.each(fresh())('data import on $name', (db) => {
  it('imports the vectors file: every record, settings and the families as categories', async () => {
    const payload = await db.open()
    const progress: string[] = []
    const summary = await importData(payload, parsed(), {
      onProgress: (section, done, total) => progress.push(`${section} ${done}/${total}`),
    })

    expect(await counts(payload)).toEqual(expectedCounts)
    expect(summary.products).toEqual({ created: 9, updated: 0, deleted: 0 })
    expect(summary.priceLists).toEqual({ created: 4, updated: 0, deleted: 0 })
    expect(summary.priceListEntries).toEqual({ created: 9, updated: 0, deleted: 0 })
    expect(summary.categories).toEqual({ created: 7, updated: 0, deleted: 0 })
    expect(summary.taxRules?.created).toBe(4)
    expect(progress).toContain('products 9/9')

    const site = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(site).toMatchObject({ shopName: 'Demo Controls', itemTariffRate: 0.25, globalTariffRate: 0.0495 })
    const shipping = await payload.findGlobal({ slug: 'shipping-settings', overrideAccess: true })
    expect(shipping).toMatchObject({ smallOrderThreshold: 49, internationalThreshold: 300, airTbdAt: 500 })

    const [wd] = (
      await payload.find({ collection: 'parts', where: { pn: { equals: 'WD-1X2-G' } }, depth: 1, overrideAccess: true, locale: 'en' })
    ).docs
    expect(wd).toMatchObject({ listPrice: 8.26, pkgqty: 10, tariff: false })
    expect(typeof wd.category === 'object' && wd.category?.slug).toBe('wire-duct')
    const category = await payload.findByID({
      collection: 'categories',
      id: typeof wd.category === 'object' ? wd.category!.id : wd.category!,
      locale: 'all',
      overrideAccess: true,
    })
    expect(category.title).toEqual({ en: 'Wire duct', es: 'Wire duct' })

    const [customer] = (await payload.find({ collection: 'customers', where: { name: { equals: 'dist-d1-free' } }, overrideAccess: true }))
      .docs
    expect(customer).toMatchObject({
      priceList: 'D1',
      arTerm: 'NET 30',
      custType: 'D1-Distributor/Stocking',
      taxable: false,
      isFreeGroundAt: 500,
    })
    const [box] = (await payload.find({ collection: 'box-rules', where: { code: { equals: 'ENCL' } }, overrideAccess: true })).docs
    expect(box.zones?.map((z) => [z.zone, z.spqBoxPrice, z.nonBoxPrice])[0]).toEqual([2, 14, 9])
    const tax = await payload.find({ collection: 'tax-rules', sort: 'sequence', overrideAccess: true })
    expect(tax.docs.map((r) => [r.state, r.zipCodes, r.sequence])).toEqual([
      ['PA', '150*,151*,152*', 1],
      ['PA', '*', 2],
      ['NY', '*', 3],
      ['OH', '43004', 4],
    ])
  })

  it('changes nothing on a second import of the same file', async () => {
    const payload = await db.open()
    const summary = await importData(payload, parsed())
    for (const [section, c] of Object.entries(summary)) expect({ section, ...c }).toEqual({ section, created: 0, updated: 0, deleted: 0 })
    expect(await counts(payload)).toEqual(expectedCounts)
  })

  it('updates a changed record in place and keeps records absent from the file', async () => {
    const payload = await db.open()
    const summary = await importData(
      payload,
      parsed({ products: [{ pn: ' pb22-xg1 ', listPrice: 19, pkgqty: 1, family: '22mm-nema-push-buttons', tariff: false }] }),
    )
    expect(summary).toEqual({ categories: { created: 0, updated: 0, deleted: 0 }, products: { created: 0, updated: 1, deleted: 0 } })
    const [part] = (await payload.find({ collection: 'parts', where: { pn: { equals: 'PB22-XG1' } }, overrideAccess: true })).docs
    expect(part.listPrice).toBe(19)
    expect((await counts(payload)).parts).toBe(9)
    await importData(payload, parsed())
  })

  it('refuses a file with bad records: every path with a reason, nothing imported', async () => {
    const payload = await db.open()
    const before = await counts(payload)
    const bad = structuredClone(vectors.fixtures) as { products: Record<string, unknown>[] }
    bad.products.push({ pn: 'NEW-1', listPrice: -5, pkgqty: 1, family: 'enclosures', tariff: false })
    bad.products.push({ listPrice: 5, pkgqty: 1, family: 'enclosures', tariff: false })
    const result = parseImportFile(bad)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      { path: 'products[9].listPrice', reason: 'must be 0 or more' },
      { path: 'products[10].pn', reason: 'is required' },
    ])
    expect(await counts(payload)).toEqual(before)
  })

  it('rolls everything back when a record fails mid-import', async () => {
    const payload = await db.open()
    const before = await counts(payload)
    const data = parsed()
    data.settings = { ...data.settings, shopName: 'Half Imported' }
    data.products = [...data.products!, { pn: 'NEW-PART', listPrice: 1, pkgqty: 1, family: 'brand-new-family', tariff: false }]
    data.products[0] = { ...data.products[0], listPrice: 99 }
    // A zone the collection refuses (the format would too): fails after settings, parts, price lists…
    data.boxRules = [{ ...data.boxRules![0], code: 'NEW', zones: [{ id: 9, spqBoxPrice: 1, nonBoxPrice: 1 }] }]
    await expect(importData(payload, data)).rejects.toThrow()

    expect(await counts(payload)).toEqual(before)
    expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).shopName).toBe('Demo Controls')
    const [part] = (await payload.find({ collection: 'parts', where: { pn: { equals: 'PB22-XG1' } }, overrideAccess: true })).docs
    expect(part.listPrice).toBe(18.5)
  })

  it('rolls back when the import is interrupted by an error of its caller', async () => {
    const payload = await db.open()
    const before = await counts(payload)
    const data = parsed({ ...vectors.fixtures, ...extras })
    data.reps = data.reps!.map((r) => ({ ...r, rep: `${r.rep} (new)` }))
    await expect(
      importData(payload, data, {
        onProgress: (section, done) => {
          if (section === 'reps' && done === 3) throw new Error('interrupted')
        },
      }),
    ).rejects.toThrow('interrupted')
    expect(await counts(payload)).toEqual(before)
    const reps = await payload.find({ collection: 'sales-reps', overrideAccess: true, where: { rep: { like: '(new)' } } })
    expect(reps.totalDocs).toBe(0)
    // The database is still usable afterwards.
    const again = await importData(payload, parsed())
    expect(again.products).toEqual({ created: 0, updated: 0, deleted: 0 })
  })

  it('with replace, removes the records of the file’s sections that the file lacks', async () => {
    const payload = await db.open()
    const data = parsed()
    const file: ImportData = {
      products: data.products!.slice(0, 5),
      priceLists: { OEM: data.priceLists!.OEM.slice(0, 2), D1: data.priceLists!.D1 },
      zones: { '152': 2, '941': 8 },
      rateTable: data.rateTable!.slice(1),
      taxRules: [data.taxRules![1], data.taxRules![0]],
    }
    const summary = await importData(payload, file, { replace: true })
    expect(summary.products).toEqual({ created: 0, updated: 0, deleted: 4 })
    expect(summary.priceLists).toEqual({ created: 0, updated: 0, deleted: 2 })
    expect(summary.priceListEntries).toEqual({ created: 0, updated: 0, deleted: 3 })
    expect(summary.zones).toEqual({ created: 0, updated: 0, deleted: 6 })
    expect(summary.rateTable).toEqual({ created: 0, updated: 0, deleted: 1 })
    expect(summary.taxRules).toEqual({ created: 0, updated: 2, deleted: 2 })
    expect(await counts(payload)).toEqual({ ...expectedCounts, parts: 5, lists: 2, entries: 6, zones: 2, rates: 3, taxRules: 2 })
    const tax = await payload.find({ collection: 'tax-rules', sort: 'sequence', overrideAccess: true })
    expect(tax.docs.map((r) => r.zipCodes)).toEqual(['*', '150*,151*,152*'])
  })
})

describe.each(fresh())('web users on $name', (db) => {
  type Linked = { email: string; nameFirst?: string | null; customers: string[]; primaryCustomer: string | null }
  /** The stored web users with their customers by name. */
  async function webUsers(payload: Payload): Promise<Linked[]> {
    const { docs } = await payload.find({ collection: 'web-users', depth: 1, pagination: false, sort: 'email', overrideAccess: true })
    const name = (c: unknown) => (typeof c === 'object' && c ? (c as { name: string }).name : `#${String(c)}`)
    return docs.map((u) => ({
      email: u.email,
      nameFirst: u.nameFirst ?? null,
      customers: (u.customers ?? []).map(name),
      primaryCustomer: u.primaryCustomer == null ? null : name(u.primaryCustomer),
    }))
  }

  it('links each e-mail to its customers by name, in the same import as the customers', async () => {
    const payload = await db.open()
    const summary = await importData(payload, parsed({ ...vectors.fixtures, webUsers: extras.webUsers }))
    expect(summary.customers?.created).toBe(5)
    expect(summary.webUsers).toEqual({ created: 3, updated: 0, deleted: 0 })
    expect(await webUsers(payload)).toEqual([
      { email: 'buyer@acme.test', nameFirst: 'Ann', customers: ['acme-oem', 'acme-select'], primaryCustomer: 'acme-select' },
      { email: 'counter@dist.test', nameFirst: null, customers: ['dist-d1-free', 'dist-d1'], primaryCustomer: null },
      { email: 'new@example.test', nameFirst: null, customers: [], primaryCustomer: null },
    ])
    const again = await importData(payload, parsed({ webUsers: extras.webUsers }))
    expect(again.webUsers).toEqual({ created: 0, updated: 0, deleted: 0 })
  })

  it('upserts by e-mail in any case, linking customers already in the database', async () => {
    const payload = await db.open()
    const summary = await importData(
      payload,
      parsed({
        webUsers: [{ email: ' COUNTER@dist.test', nameFirst: 'Carl', customers: ['dist-d1', 'acme-oem'], primaryCustomer: 'acme-oem' }],
      }),
    )
    expect(summary).toEqual({ webUsers: { created: 0, updated: 1, deleted: 0 } })
    const users = await webUsers(payload)
    expect(users).toHaveLength(3)
    expect(users[1]).toEqual({
      email: 'counter@dist.test',
      nameFirst: 'Carl',
      customers: ['dist-d1', 'acme-oem'],
      primaryCustomer: 'acme-oem',
    })
  })

  it('refuses a web user naming a customer that exists nowhere: every such path, nothing imported', async () => {
    const payload = await db.open()
    const before = await counts(payload)
    const usersBefore = await webUsers(payload)
    const data = parsed({
      settings: { shopName: 'Half Imported' },
      customers: { 'brand-new': { priceList: 'OEM', terms: 'NET 30', type: null, taxable: true, isFreeGroundAt: null } },
      webUsers: [
        { email: 'buyer@acme.test', customers: ['acme-oem', 'brand-new'] },
        { email: 'ghost@x.test', customers: ['Dist-D1', 'no-such-customer'], primaryCustomer: 'no-such-customer' },
      ],
    })
    const error = await importData(payload, data).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ImportProblemsError)
    expect((error as ImportProblemsError).problems).toEqual([
      { path: 'webUsers[1].customers[0]', reason: 'names no customer of the file or the database: "Dist-D1" (did you mean "dist-d1"?)' },
      { path: 'webUsers[1].customers[1]', reason: 'names no customer of the file or the database: "no-such-customer"' },
    ])
    expect((error as Error).message).toContain(
      'webUsers[1].customers[1]: names no customer of the file or the database: "no-such-customer"',
    )
    expect(await counts(payload)).toEqual(before)
    expect(await webUsers(payload)).toEqual(usersBefore)
    expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).shopName).toBe('Demo Controls')
  })

  it('with replace and a customers section, refuses links to the customers the replace removes', async () => {
    const payload = await db.open()
    const fixtures = vectors.fixtures as { customers: Record<string, unknown> }
    const { 'acme-oem': _removed, ...kept } = fixtures.customers
    const data = parsed({ customers: kept, webUsers: [{ email: 'buyer@acme.test', customers: ['acme-oem'] }] })
    await expect(importData(payload, data, { replace: true })).rejects.toThrow(/webUsers\[0\]\.customers\[0\]: names no customer/)
    expect((await counts(payload)).customers).toBe(5)
  })
})

const firsts = fresh()
const seconds = fresh()
describe.each(firsts.map((first, i) => [first.name, first, seconds[i]] as const))(
  'export and import again on %s',
  (_name, first, second) => {
    it('export -> import into an empty database -> export gives the same JSON', async () => {
      const a = await first.open()
      await importData(a, parsed({ ...vectors.fixtures, ...extras }))
      const exported = await exportData(a)
      const json = JSON.stringify(exported, null, 2)

      expect(exported.products.map((p) => p.pn)).toEqual([...exported.products.map((p) => p.pn)].sort())
      expect(exported.carriers.find((c) => c.slug === 'freight')).toEqual({
        slug: 'freight',
        title: { en: 'Freight', es: 'Freight' },
        sequence: 3,
        isInternational: true,
        minSubtotalThresholdvalue: 250,
        collect: true,
      })
      expect(exported.countries.map((c) => c.alpha2)).toEqual(['MX', 'US'])
      expect(exported.taxRules).toEqual(vectors.fixtures.taxRules)
      expect(exported.rateTable).toEqual(vectors.fixtures.rateTable)
      expect(exported.settings).toEqual(vectors.fixtures.settings)
      expect(exported.webUsers).toEqual([
        {
          email: 'buyer@acme.test',
          nameFirst: 'Ann',
          nameLast: 'Buyer',
          customers: ['acme-oem', 'acme-select'],
          primaryCustomer: 'acme-select',
        },
        { email: 'counter@dist.test', customers: ['dist-d1-free', 'dist-d1'] },
        { email: 'new@example.test', customers: [] },
      ])

      const b = await second.open()
      const reparsed = parseImportFile(JSON.parse(json))
      expect(reparsed.ok).toBe(true)
      if (!reparsed.ok) return
      await importData(b, reparsed.data)
      expect(JSON.stringify(await exportData(b), null, 2)).toBe(json)
      expect(await counts(b)).toEqual(await counts(a))
    })
  },
)
