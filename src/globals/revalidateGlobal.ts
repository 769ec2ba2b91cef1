import type { GlobalAfterChangeHook } from 'payload'

import { expireTags } from '@/lib/platform/cache/server/memo'
import { globalTag } from '@/lib/platform/cache/tags'

/** Expires a global's cache tag at once; scripts outside Next pass `context.disableRevalidate`. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, req }) => {
  if (!req.context.disableRevalidate) expireTags([globalTag(global.slug)])
  return doc
}
