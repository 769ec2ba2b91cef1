import { NextResponse } from 'next/server'

import { clientIp } from '@/lib/accounts/clientIp'
import { hit, type Limit } from '@/lib/accounts/server/rateLimit'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { crossRequestSchema, isEmail, MAX_NUMBER, type CrossRequestAnswer } from '@/lib/crossref/requests'
import { createCrossRequest } from '@/lib/crossref/server/requests'
import { inTransaction } from '@/lib/orders/server/transaction'
import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'
import { apiError } from '@/lib/platform/http/server/respond'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { loadEnv } from '@/lib/platform/server/env'

export const dynamic = 'force-dynamic'

/** Requests per client and per e-mail address: a BOM has a few unknown numbers, not hundreds (each one mails the staff). */
const PER_CLIENT: Limit = { name: 'cross-request-ip', max: 20, windowSeconds: 3600 }
const PER_EMAIL: Limit = { name: 'cross-request-email', max: 20, windowSeconds: 3600 }

/**
 * POST /api/public/cross-requests `{ number, brand?, quantity?, email? }` ("ask us for a cross",
 * docs/cross-references.md): a number the quick order did not find, sent to the order desk and
 * the buyer's rep; the buyer is mailed our part once the staff cross it. A signed-in buyer's
 * e-mail is the session's (`email` is ignored); a visitor's must be given. Refusals in the
 * buyer's language, and nothing is written: an empty or too long number, a bad e-mail, too many
 * requests (429 with Retry-After).
 */
export const POST = route({ auth: 'optional', body: crossRequestSchema }, async ({ body, user, locale, request }) => {
  const env = loadEnv()
  const limited = async (limit: Limit, subject: string) => {
    const verdict = await hit(limit, subject, env)
    if (verdict.ok) return null
    const refused = await apiError(request, 429, 'rate-limited', { retryAfter: verdict.retryAfter })
    refused.headers.set('Retry-After', String(verdict.retryAfter))
    return refused
  }
  // Every request counts against its client, a refused one too: a flood of bad ones is a flood.
  const perClient = await limited(PER_CLIENT, clientIp(request.headers))
  if (perClient) return perClient
  const number = body.number.trim()
  if (!number) throw new HttpError(400, 'empty-number', { path: 'number' })
  if (number.length > MAX_NUMBER) throw new HttpError(400, 'number-too-long', { path: 'number', max: MAX_NUMBER })
  const email = user?.email ?? (body.email ?? '').trim().toLowerCase()
  if (!isEmail(email)) throw new HttpError(400, 'bad-email', { path: 'email' })
  const perEmail = await limited(PER_EMAIL, email)
  if (perEmail) return perEmail
  const payload = await getPayloadClient()
  const webUser = user ? await findWebUser(payload, user.email) : null
  await inTransaction(payload, (req) =>
    createCrossRequest(
      payload,
      { number, brand: body.brand?.trim() || null, quantity: body.quantity ?? null, locale },
      {
        email,
        webUserId: webUser?.id ?? null,
        customerId: webUser?.primaryCustomerId ?? null,
        shippingContactId: webUser?.shippingContactId ?? null,
      },
      req,
    ),
  )
  wakeDeliveriesSoon(payload)
  return NextResponse.json<CrossRequestAnswer>({ ok: true, email }, { status: 201 })
})
