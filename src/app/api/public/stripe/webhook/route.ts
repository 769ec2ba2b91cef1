import { NextResponse } from 'next/server'

import { HttpError, route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { stripeSettings } from '@/lib/commerce/server/stripe/config'
import { receiveStripeWebhook } from '@/lib/commerce/server/stripe/webhook'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/stripe/webhook: Stripe's signed events (the endpoint to register in the
 * Stripe dashboard, event `checkout.session.completed`). The raw body (1 MB at most) is
 * checked against `Stripe-Signature` with STRIPE_WEBHOOK_SECRET: 400 `bad-signature` and
 * nothing changed when it fails; 404 when card payments are off.
 */
export const POST = route({ auth: 'none', raw: true }, async ({ request, raw }) => {
  const settings = stripeSettings()
  if (!settings) throw new HttpError(404, 'not-found')
  const outcome = await receiveStripeWebhook(await getPayloadClient(), settings, raw, request.headers.get('stripe-signature'))
  if (outcome.status === 400) throw new HttpError(400, outcome.problem)
  return NextResponse.json({ received: true }, { headers: { 'Cache-Control': 'no-store' } })
})
