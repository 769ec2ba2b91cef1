import { NotFound } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { testDatabases } from './helpers/databases'

const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

// Found by the fuzz: /api/media/abc answered 500 (the database refused NaN as an id).
describe.each(databases)('an id that cannot be a document’s, on $name', (db) => {
  it('is not found, as an unknown id is, for reads, updates and deletes', async () => {
    const payload = await db.open()
    for (const id of ['abc', '1e309', '-1', '0', '1.5', '%5c', "1' or 1=1", '99999999999999999999']) {
      await expect(payload.findByID({ collection: 'media', id, overrideAccess: true }), id).rejects.toBeInstanceOf(NotFound)
      await expect(payload.update({ collection: 'parts', id, data: { listPrice: 1 }, overrideAccess: true }), id).rejects.toBeInstanceOf(
        NotFound,
      )
      await expect(payload.delete({ collection: 'redirects', id, overrideAccess: true }), id).rejects.toBeInstanceOf(NotFound)
    }
    await expect(payload.findByID({ collection: 'media', id: 999_999, overrideAccess: true })).rejects.toBeInstanceOf(NotFound)
  })

  // Found by the fuzz: GET /api/payload-jobs/... as staff answered 500 (the queue's collection was Payload's; now the outbox's).
  it('is not found in the outbox either', async () => {
    const payload = await db.open()
    for (const id of ['...', 'abc', '1e309']) {
      await expect(payload.findByID({ collection: 'deliveries', id, overrideAccess: true }), id).rejects.toBeInstanceOf(NotFound)
      await expect(payload.delete({ collection: 'deliveries', id, overrideAccess: true }), id).rejects.toBeInstanceOf(NotFound)
    }
  })
})
