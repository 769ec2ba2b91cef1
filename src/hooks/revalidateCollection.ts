import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { collectionTag } from '@/lib/platform/cache/tags'
import { expireTags } from '@/lib/platform/cache/server/memo'

/**
 * Expires the collection's cache tag at once (not stale-while-revalidate), so an edit in
 * the admin shows on the next request. Scripts outside Next pass
 * `context.disableRevalidate`, as there is no Next cache to expire there.
 */
function expire(collection: string, context: Record<string, unknown>, logger: { info: (msg: string) => void }) {
  if (context.disableRevalidate) return
  expireTags([collectionTag(collection)])
  logger.info(`revalidated ${collectionTag(collection)}`)
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
  expire(collection.slug, req.context, req.payload.logger)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  expire(collection.slug, req.context, req.payload.logger)
  return doc
}
