import { afterAll, describe, expect, it } from 'vitest'

import { seedDemo } from '@/lib/platform/bootstrap/server/seedDemo'

import { testDatabases } from './helpers/databases'

const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

describe.each(databases)('the demo shop on $name', (db) => {
  it('loads into an empty database through the importer, once', async () => {
    const payload = await db.open()
    const summary = await seedDemo(payload)
    expect(summary).not.toBe('kept')
    const count = async (collection: 'parts' | 'categories' | 'products' | 'articles' | 'media' | 'files' | 'price-lists') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    expect(await count('parts')).toBeGreaterThanOrEqual(1500)
    expect(await count('categories')).toBeGreaterThanOrEqual(25)
    expect(await count('articles')).toBeGreaterThanOrEqual(6)
    expect(await count('files')).toBeGreaterThanOrEqual(9)
    expect(await count('price-lists')).toBe(3)
    // Warehouses and stock (src/seed/demo/products/stock.ts), written in bulk.
    expect((await payload.count({ collection: 'warehouses', overrideAccess: true })).totalDocs).toBe(3)
    expect((await payload.count({ collection: 'stock', overrideAccess: true })).totalDocs).toBeGreaterThan(1500)
    // Cross-references and supersessions (src/seed/demo/products/crosses.ts), staff-only.
    expect((await payload.count({ collection: 'cross-references', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(300)
    expect((await payload.count({ collection: 'supersessions', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(20)
    // A visitor sees the series in Spanish under its Spanish slug.
    const es = await payload.find({
      collection: 'products',
      locale: 'es',
      where: { slug: { equals: 'pilotos-luminosos-22-mm-nema/pl22' } },
      overrideAccess: false,
    })
    expect(es.docs[0]?.title).toBe('Luces piloto LED de 22 mm')
    expect(await seedDemo(payload)).toBe('kept')
  }, 120_000)
})
