import type { WebUser as WebUserDoc } from '@/payload-types'

import { by, relationId, spec, type Data, type File, type Id } from './spec'

/**
 * The web users' spec (`web-users`, keyed by e-mail): names and the customers a sign-in
 * buys for, by name in the file and by id in the database.
 */

type WebUserFields = Pick<WebUserDoc, 'id' | 'email' | 'nameFirst' | 'nameLast' | 'customers' | 'primaryCustomer'>

/** Keyed by e-mail (lower-cased); customers by name in the file, by id in the database. Contacts are left as stored. */
export const webUsers = spec({
  section: 'webUsers',
  collection: 'web-users',
  read: (payload, o) =>
    payload
      .find({
        collection: 'web-users',
        ...o,
        locale: 'en',
        select: { email: true, nameFirst: true, nameLast: true, customers: true, primaryCustomer: true },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.email,
  storedKey: (d) => d.email.trim().toLowerCase(),
  stored: (d: WebUserFields) => ({
    email: d.email,
    nameFirst: d.nameFirst ?? null,
    nameLast: d.nameLast ?? null,
    customers: (d.customers ?? []).map((c) => relationId(c) as Id),
    primaryCustomer: relationId(d.primaryCustomer),
  }),
  fromFile: (u: Data['webUsers'][number], _i, links) => ({
    email: u.email,
    nameFirst: u.nameFirst ?? null,
    nameLast: u.nameLast ?? null,
    customers: u.customers.map(links.customerId),
    primaryCustomer: u.primaryCustomer == null ? null : links.customerId(u.primaryCustomer),
  }),
  // A web user's customers by name (the database keeps no link to a deleted customer; one would be left out).
  toFile: (u, links): File['webUsers'][number] => {
    const nameOf = (v: number | { id: number } | null | undefined) => (v == null ? undefined : links.customerName(relationId(v) as Id))
    return {
      email: u.email,
      ...(u.nameFirst ? { nameFirst: u.nameFirst } : {}),
      ...(u.nameLast ? { nameLast: u.nameLast } : {}),
      customers: (u.customers ?? []).map(nameOf).filter((n): n is string => n !== undefined),
      ...(nameOf(u.primaryCustomer) === undefined ? {} : { primaryCustomer: nameOf(u.primaryCustomer) }),
    }
  },
  exportOrder: by((u) => u.email),
})
