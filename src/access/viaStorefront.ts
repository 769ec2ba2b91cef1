import type { Access } from 'payload'

/**
 * Documents visitors read through the storefront's own loaders only. The loaders call
 * the Local API with `overrideAccess: false`, where `visitor` decides; Payload's REST and
 * GraphQL APIs are the staff's, since their where-clauses cannot express what the
 * storefront hides (restricted parts, series whose every part is restricted, prefixes
 * that are not public and their schedules). Staff read everything.
 */
export const viaStorefront =
  (visitor: Access): Access =>
  (args) => {
    if (args.req.user) return true
    if (args.req.payloadAPI !== 'local') return false
    return visitor(args)
  }
