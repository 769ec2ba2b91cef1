import { NextResponse } from 'next/server'

import { addressBodySchema, type AddressAnswer } from '@/lib/accounts/contract'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { deleteAddress, updateAddress } from '@/lib/accounts/server/addressBook'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

type Params = { id: string }

/** PATCH /api/private/contacts/{id}: the fields sent; `{ data: address }`; 404 not the buyer's, 403 read-only. */
export const PATCH = route<Params, typeof addressBodySchema>(
  { auth: 'session', body: addressBodySchema },
  async ({ user, body, params }) => {
    const result = await updateAddress(await getPayloadClient(), user!, params.id, body)
    if (!result.ok) throw HttpError.of(result)
    return NextResponse.json<AddressAnswer>({ data: result.address })
  },
)

/** DELETE /api/private/contacts/{id}: `{ data: the removed address }`; 404 not the buyer's, 403 read-only. */
export const DELETE = route<Params>({ auth: 'session' }, async ({ user, params }) => {
  const result = await deleteAddress(await getPayloadClient(), user!, params.id)
  if (!result.ok) throw HttpError.of(result)
  return NextResponse.json<AddressAnswer>({ data: result.address })
})
