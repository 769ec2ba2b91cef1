import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/lib/platform/server/payload'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/** The route rules the proxy applies; read fresh on every call (the proxy caches them 1 s). */
export const GET = route({}, async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { from: true, to: true, status: true },
  })
  return NextResponse.json({
    redirects: docs.map((d) => ({ from: d.from, to: d.to, status: Number(d.status) })),
  })
})
