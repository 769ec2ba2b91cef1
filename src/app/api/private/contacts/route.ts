import { NextResponse } from 'next/server'

import { addressBodySchema, contactsQuerySchema, type AddressAnswer, type AddressesAnswer } from '@/lib/accounts/contract'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { createAddress, listAddresses } from '@/lib/accounts/server/addressBook'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** GET /api/private/contacts?webUserId=&customerIds=1,2: `{ data: [addresses] }` of the buyer's own web user and customers. */
export const GET = route({ auth: 'session', query: contactsQuerySchema }, async ({ user, query }) => {
  const result = await listAddresses(await getPayloadClient(), user!, {
    webUserId: query.webUserId ?? null,
    customerIds: query.customerIds ?? null,
  })
  if (!result.ok) throw HttpError.of(result)
  return NextResponse.json<AddressesAnswer>({ data: result.data }, { headers: noStore })
})

/** POST /api/private/contacts `{ address fields, customerId? }`: 201 `{ data: address }`. */
export const POST = route({ auth: 'session', body: addressBodySchema }, async ({ user, body }) => {
  const result = await createAddress(await getPayloadClient(), user!, body)
  if (!result.ok) throw HttpError.of(result)
  return NextResponse.json<AddressAnswer>({ data: result.address }, { status: 201, headers: noStore })
})
