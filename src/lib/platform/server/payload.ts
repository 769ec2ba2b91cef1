import config from '@payload-config'
import { getPayload } from 'payload'

import { deliveryRunner } from '@/lib/platform/deliveries/server/runner'
import { registerAppMetrics } from '@/lib/platform/observability/server/appMetrics'
import { loadEnv } from '@/lib/platform/server/env'

/**
 * The app's Payload instance (Local API). Pass `overrideAccess: false` on storefront reads.
 * Inside the Next server (not while `next build` prerenders) it also starts the outbox's
 * runner, which sends the order mails and webhook events (src/lib/platform/deliveries), and puts
 * the database pool, Redis and the outbox in /metrics; scripts and tests that share this module
 * send them themselves (`deliverOrdersDue`).
 */
export const getPayloadClient = async () => {
  const payload = await getPayload({ config })
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    deliveryRunner(payload)
    registerAppMetrics(payload, loadEnv().redisUrl)
  }
  return payload
}
