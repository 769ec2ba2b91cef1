import { NotFound, type CollectionBeforeOperationHook, type Config } from 'payload'

/** Ids are whole positive numbers in both databases (serial keys). */
const isId = (id: unknown) =>
  typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id)

/**
 * An id that cannot be a document's (`/api/media/abc`, `/api/parts/1e309`) answers 404
 * like an unknown one; passed on, the database refuses it and Payload answers 500.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && !isId(id)) throw new NotFound(req.t)
  return args
}

/** Adds the id check to every collection of the app (Payload's own ones keep their keys). */
export const withIdCheck = (collections: NonNullable<Config['collections']>): NonNullable<Config['collections']> =>
  collections.map((c) => ({ ...c, hooks: { ...c.hooks, beforeOperation: [rejectMalformedId, ...(c.hooks?.beforeOperation ?? [])] } }))
