import { NextResponse } from 'next/server'

import type { OrderAnswer } from '@/lib/orders/contract'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { findOwnOrder } from '@/lib/orders/server/present'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

/** GET /api/private/orders/{number}: `{ order }` to its buyer (its web user or one of its customers), 404 to anyone else. */
export const GET = route<{ number: string }>({ auth: 'session' }, async ({ user, params }) => {
  const payload = await getPayloadClient()
  const order = await findOwnOrder(payload, await findWebUser(payload, user!.email), params.number)
  if (!order) throw new HttpError(404, 'not-found')
  return NextResponse.json<OrderAnswer>({ order }, { headers: { 'Cache-Control': 'no-store' } })
})
