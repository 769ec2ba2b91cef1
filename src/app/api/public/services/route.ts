import { NextResponse } from 'next/server'

import { route } from '@/lib/platform/http/server/route'
import { publicServices, servicesConfig } from '@/lib/platform/services/server/config'

export const dynamic = 'force-dynamic'

/** The configured services' public side (ids and script addresses, no secret), for the proxy's policy of dynamic pages. */
export const GET = route({}, async () =>
  NextResponse.json({ services: publicServices(await servicesConfig()) }, { headers: { 'Cache-Control': 'no-store' } }),
)
