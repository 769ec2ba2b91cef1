import type { Payload, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { ADDRESS_TEXT_FIELDS, addressIssue, isReadOnlyAddress, normalizeAddress, type AddressFields, type AddressIssue } from '@/domain'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import type { Contact } from '@/payload-types'

import { addressChecks } from './checks'
import { BUYER_WRITE_CONTEXT, ensureWebUser, findWebUser, type SessionWebUser } from './webUser'

/** An address as the private API answers it (docs/accounts.md, docs/api.md). */
export type Address = Required<{ [K in keyof AddressFields]: string | null }> & {
  id: number
  customerId: number | null
  webUserId: number | null
  readOnly: boolean
}

type Buyer = { email: string; nameFirst?: string | null; nameLast?: string | null }

const id = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
])

const relId = (v: unknown): number | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { id: unknown }).id) : Number(v)

/** The ids of the addresses that are their customer's primary contact (never read-only). */
async function primaryContactIds(payload: Payload, customerIds: number[], req?: Partial<PayloadRequest>): Promise<Set<number>> {
  if (!customerIds.length) return new Set()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { id: { in: customerIds } },
    pagination: false,
    limit: 0,
    depth: 0,
    select: { primaryContact: true },
    req,
    overrideAccess: true, // only the session's own customers (ids from its web user)
  })
  return new Set(docs.map((c) => relId(c.primaryContact)).filter((v): v is number => v !== null))
}

function toAddress(doc: Contact, primaries: Set<number>): Address {
  const fields = Object.fromEntries(ADDRESS_TEXT_FIELDS.map((f) => [f, doc[f] ?? null])) as Omit<
    Address,
    'id' | 'customerId' | 'webUserId' | 'readOnly'
  >
  return {
    id: doc.id,
    ...fields,
    customerId: relId(doc.customer),
    webUserId: relId(doc.webUser),
    readOnly: isReadOnlyAddress(doc, primaries.has(doc.id)),
  }
}

const ownWhere = (webUser: SessionWebUser): Where => ({
  or: [{ webUser: { equals: webUser.id } }, ...(webUser.customerIds.length ? [{ customer: { in: webUser.customerIds } }] : [])],
})

/**
 * One of the buyer's own addresses (its web user's, or one of its customers'), or null:
 * any other id is answered as not found, so nothing tells that it exists.
 */
export async function ownAddress(
  payload: Payload,
  webUser: SessionWebUser | null,
  contactId: unknown,
  req?: Partial<PayloadRequest>,
): Promise<Address | null> {
  const parsed = id.safeParse(contactId)
  if (!webUser || !parsed.success) return null
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { and: [{ id: { equals: parsed.data } }, ownWhere(webUser)] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // restricted to the session's own web user and customers by the where clause
  })
  if (!docs[0]) return null
  return toAddress(docs[0], await primaryContactIds(payload, webUser.customerIds, req))
}

/** `?webUserId=&customerIds=1,2`: a filter naming only the buyer's own web user and customers, else null (404). */
function parseFilter(webUser: SessionWebUser | null, webUserId: string | null, customerIds: string | null) {
  const wantUser = webUserId ? Number(webUserId) : null
  const wantCustomers = customerIds
    ? customerIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number)
    : []
  if (wantUser !== null && wantUser !== webUser?.id) return null
  if (wantCustomers.some((c) => !Number.isInteger(c) || !webUser?.customerIds.includes(c))) return null
  return { wantUser, wantCustomers }
}

/**
 * GET /api/private/contacts: the buyer's addresses, all of them, or those of the web user
 * and customers named (each must be the buyer's own, else 404).
 */
export async function listAddresses(
  payload: Payload,
  buyer: Buyer,
  query: { webUserId: string | null; customerIds: string | null },
): Promise<{ ok: true; data: Address[] } | Refusal> {
  const webUser = await findWebUser(payload, buyer.email)
  const filter = parseFilter(webUser, query.webUserId, query.customerIds)
  if (!filter) return refuse(404, 'not-found')
  if (!webUser) return { ok: true, data: [] }
  const named = filter.wantUser !== null || filter.wantCustomers.length > 0
  const where: Where = named
    ? {
        or: [
          ...(filter.wantUser !== null ? [{ webUser: { equals: webUser.id } }] : []),
          ...(filter.wantCustomers.length ? [{ customer: { in: filter.wantCustomers } }] : []),
        ],
      }
    : ownWhere(webUser)
  const { docs } = await payload.find({
    collection: 'contacts',
    where,
    pagination: false,
    limit: 0,
    depth: 0,
    sort: 'id',
    overrideAccess: true, // the where clause holds only the session's own web user and customers
  })
  const primaries = await primaryContactIds(payload, webUser.customerIds)
  return { ok: true, data: docs.map((d) => toAddress(d, primaries)) }
}

function issueRefusal(issue: AddressIssue, address: AddressFields): Refusal {
  const path = issue.field
  switch (issue.problem) {
    case 'required':
      return refuse(400, 'bad-request', { path, problem: 'required' })
    case 'too-long':
      return refuse(400, 'bad-request', { path, problem: 'range' })
    case 'invalid-state':
      return refuse(400, 'invalid-state', { path, country: address.addressCountry ?? '' })
    default:
      return refuse(400, issue.problem, { path })
  }
}

/** Checks a whole address; the normalized fields when they can be saved. */
async function validated(payload: Payload, fields: AddressFields): Promise<{ ok: true; fields: AddressFields } | Refusal> {
  const normalized = normalizeAddress(fields)
  const issue = addressIssue(normalized, await addressChecks(payload))
  return issue ? issueRefusal(issue, normalized) : { ok: true, fields: normalized }
}

const allFields = (a: AddressFields): AddressFields =>
  Object.fromEntries(ADDRESS_TEXT_FIELDS.map((f) => [f, a[f] ?? null])) as AddressFields

/**
 * POST /api/private/contacts: a new address of the customer named (one of the buyer's, else
 * 404), else of the buyer's primary customer, else of the web user alone (created if the
 * buyer has no record yet).
 */
export async function createAddress(
  payload: Payload,
  buyer: Buyer,
  body: AddressFields & { customerId?: number | null },
): Promise<{ ok: true; address: Address } | Refusal> {
  const existing = await findWebUser(payload, buyer.email)
  if (body.customerId != null && !existing?.customerIds.includes(body.customerId)) return refuse(404, 'not-found', { path: 'customerId' })
  const check = await validated(payload, allFields(body))
  if (!check.ok) return check
  const webUser = existing ?? (await ensureWebUser(payload, buyer))
  const customer = body.customerId ?? webUser.primaryCustomerId
  const doc = await payload.create({
    collection: 'contacts',
    data: { ...check.fields, customer, webUser: customer === null ? webUser.id : null },
    depth: 0,
    context: BUYER_WRITE_CONTEXT,
    overrideAccess: true, // owner set from the session's own web user or one of its customers, checked above
  })
  return { ok: true, address: toAddress(doc, new Set()) }
}

/** PATCH /api/private/contacts/{id}: changes the fields sent; 404 when not the buyer's, 403 when read-only. */
export async function updateAddress(
  payload: Payload,
  buyer: Buyer,
  contactId: string,
  body: AddressFields & { customerId?: number | null },
): Promise<{ ok: true; address: Address } | Refusal> {
  const webUser = await findWebUser(payload, buyer.email)
  const current = await ownAddress(payload, webUser, contactId)
  if (!current || !webUser) return refuse(404, 'not-found')
  if (current.readOnly) return refuse(403, 'read-only-address')
  if (body.customerId != null && !webUser.customerIds.includes(body.customerId)) return refuse(404, 'not-found', { path: 'customerId' })
  const merged = allFields(current)
  for (const f of ADDRESS_TEXT_FIELDS) if (body[f] !== undefined) merged[f] = body[f]
  const check = await validated(payload, merged)
  if (!check.ok) return check
  const owner = body.customerId != null ? { customer: body.customerId, webUser: null } : {}
  const doc = await payload.update({
    collection: 'contacts',
    id: current.id,
    data: { ...check.fields, ...owner },
    depth: 0,
    context: BUYER_WRITE_CONTEXT,
    overrideAccess: true, // the session's own address (ownAddress above), not read-only
  })
  const primaries = await primaryContactIds(payload, webUser.customerIds)
  return { ok: true, address: toAddress(doc, primaries) }
}

/** DELETE /api/private/contacts/{id}: 404 when not the buyer's, 403 when read-only. */
export async function deleteAddress(payload: Payload, buyer: Buyer, contactId: string): Promise<{ ok: true; address: Address } | Refusal> {
  const webUser = await findWebUser(payload, buyer.email)
  const current = await ownAddress(payload, webUser, contactId)
  if (!current || !webUser) return refuse(404, 'not-found')
  if (current.readOnly) return refuse(403, 'read-only-address')
  await payload.delete({
    collection: 'contacts',
    id: current.id,
    depth: 0,
    context: BUYER_WRITE_CONTEXT,
    overrideAccess: true, // the session's own address (ownAddress above), not read-only
  })
  return { ok: true, address: current }
}
