import type { Access } from 'payload'

/** Visitors read published documents only; the shop's staff also read drafts (preview). */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
