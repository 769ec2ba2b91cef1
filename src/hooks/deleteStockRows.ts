import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deletes the stock rows of a part or a warehouse before the record goes. Their foreign keys
 * say ON DELETE SET NULL on NOT NULL columns (the availability migration), so the database
 * would refuse the delete while one row points at it; a stock row means nothing without its
 * part or warehouse. Runs in the delete's own transaction (the request carries it), so a
 * delete that fails later keeps the rows.
 */
export const deleteStockRowsOf =
  (field: 'part' | 'warehouse'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.db.deleteMany({ collection: 'stock', where: { [field]: { equals: id } }, req })
  }

/** Deletes the cross-references to a part before the part goes (a cross to nothing means nothing), in the delete's transaction. */
export const deleteCrossesOfPart: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'cross-references', where: { part: { equals: id } }, req })
}
