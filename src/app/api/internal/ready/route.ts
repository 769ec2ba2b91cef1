import { NextResponse } from 'next/server'

import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { readiness } from '@/lib/platform/server/readiness'

export const dynamic = 'force-dynamic'

/**
 * The database half of GET /readyz: the front server (src/server/serve.mjs) answers /readyz
 * itself while starting or draining and asks this route otherwise. 200 when the database
 * answers within 2 s, else 503; never cached.
 */
export async function GET() {
  const state = await readiness(await getPayloadClient(), loadEnv().redisUrl)
  return NextResponse.json(
    { status: state.ready ? 'ready' : 'unavailable', database: state.database, redis: state.redis },
    { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
