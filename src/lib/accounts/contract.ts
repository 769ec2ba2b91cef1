import { z } from 'zod'

import { ADDRESS_TEXT_FIELDS, type AddressFields } from '@/domain'
import type { Address } from '@/lib/accounts/server/addressBook'
import type { BuyerProfile } from '@/lib/accounts/server/defaults'
import type { SessionUser } from '@/lib/accounts/server/session'

/*
 * What the accounts' private API (/api/private/user, /api/private/contacts) takes and answers.
 * The route handlers validate with these schemas and type their answers with these types; the
 * browser's client (browser/privateClient.ts) imports only the types, so zod stays on the
 * server (README, "Lean pages"). Request types are the schemas' input, answers what the routes build.
 */

/** A record id in a body or a query: a positive integer, or its digits. */
export const idSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
])

// --- /api/private/user

const name = z.string().trim().min(1).max(100)
const contactId = z.number().int().positive().nullable().optional()
/** The body of PATCH /api/private/user: both names or neither, and/or the default addresses (null clears). */
export const userPatchSchema = z
  .object({
    nameFirst: name.optional(),
    nameLast: name.optional(),
    WebUserBillingContactId: contactId,
    WebUserShippingContactId: contactId,
  })
  .refine((b) => (b.nameFirst === undefined) === (b.nameLast === undefined), { path: ['nameLast'], message: 'both names or neither' })
export type UserPatch = z.input<typeof userPatchSchema>
/** The session's user with its web user's id, default addresses and customers (GET and PATCH). */
export type UserAnswer = { user: (SessionUser & BuyerProfile) | null }

// --- /api/private/contacts

/** The query of GET /api/private/contacts: `webUserId` and `customerIds` (comma-separated), each the buyer's own. */
export const contactsQuerySchema = z.object({ webUserId: z.string().max(100).optional(), customerIds: z.string().max(2000).optional() })
export type ContactsQuery = z.input<typeof contactsQuerySchema>

/** A body of POST or PATCH /api/private/contacts: the address fields and, optionally, the customer it belongs to. */
export const addressBodySchema = z
  .object({
    ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map((f) => [f, z.string().max(400).nullable().optional()])),
    customerId: idSchema.nullable().optional(),
  })
  .strip() as z.ZodType<AddressFields & { customerId?: number | null }>
export type AddressBody = z.output<typeof addressBodySchema>
export type AddressesAnswer = { data: Address[] }
/** POST (201), PATCH and DELETE answer the address (DELETE: as it was). */
export type AddressAnswer = { data: Address }
