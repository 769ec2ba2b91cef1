import { NextResponse } from 'next/server'

import { newCustomerSchema, type NewCustomerAnswer } from '@/lib/orders/contract'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { createFirstCustomer } from '@/lib/orders/server/firstCustomer'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/private/customer `{ primaryContactId? }`: the buyer's first customer (OEM, CREDIT
 * CARD, taxable, segment 5; the address given, else the default shipping address, as its
 * primary contact); 201 `{ customer }`, 409 `customer-exists`. The client then refreshes
 * its session so prices and checkout see the customer.
 */
export const POST = route({ auth: 'session', body: newCustomerSchema }, async ({ user, body }) => {
  const result = await createFirstCustomer(await getPayloadClient(), user!, body ?? {})
  if (!result.ok) throw HttpError.of(result)
  return NextResponse.json<NewCustomerAnswer>({ customer: result.customer }, { status: 201 })
})
