import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

export const globalTag = (slug: string) => `global:${slug}`

/** Expires a global's cache tag at once; scripts outside Next pass `context.disableRevalidate`. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, req }) => {
  if (!req.context.disableRevalidate) revalidateTag(globalTag(global.slug), { expire: 0 })
  return doc
}
