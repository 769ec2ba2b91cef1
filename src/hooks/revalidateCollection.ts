import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { collectionTag } from '@/lib/platform/cache/tags'
import { expireTags } from '@/lib/platform/cache/server/memo'

/**
 * Expires the collection's cache tag at once (not stale-while-revalidate), so an edit in
 * the admin shows on the next request. Scripts outside Next pass
 * `context.disableRevalidate`, as there is no Next cache to expire there.
 */
/**
 * Collections whose edit changes what another's readers answer: a supersession takes its old
 * part out of the parts sold today (src/lib/catalogue/server/visibleParts.ts), so it expires
 * whatever reads parts.
 */
const ALSO_EXPIRES: Record<string, string[]> = { supersessions: ['parts'] }

function expire(collection: string, context: Record<string, unknown>, logger: { info: (msg: string) => void }) {
  if (context.disableRevalidate) return
  const tags = [collection, ...(ALSO_EXPIRES[collection] ?? [])].map(collectionTag)
  expireTags(tags)
  logger.info(`revalidated ${tags.join(', ')}`)
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
  expire(collection.slug, req.context, req.payload.logger)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  expire(collection.slug, req.context, req.payload.logger)
  return doc
}
