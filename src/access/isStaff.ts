import type { Access } from 'payload'

/** Only the shop's staff (users of the admin) may write; every admin user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)
