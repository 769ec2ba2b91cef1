import { pricingCustomerOf } from '@/lib/accounts/server/customers'
import { hubStore } from '@/lib/cart/server/store'
import { route } from '@/lib/platform/http/server/route'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { acceptQuote } from '@/lib/quotes/server/accept'
import { respondMove } from '@/lib/quotes/server/respondMove'

export const dynamic = 'force-dynamic'

/**
 * POST /api/private/quotes/{number}/accept: the buyer accepts his quoted quote; its priced lines
 * go into his live cart at the quoted prices, each marked with the quote's number.
 * `{ quote, cart: { added } }`; 409 `quote-expired` past its expiry.
 */
export const POST = route<{ number: string }>({ auth: 'session' }, async ({ user, params, locale }) => {
  const payload = await getPayloadClient()
  const email = user!.email
  const result = await acceptQuote(
    { payload, hub: hubStore(loadEnv()) },
    { email, number: params.number, locale, customer: await pricingCustomerOf(email) },
  )
  return respondMove(payload, email, params.number, result, result.ok ? { cart: result.cart } : {})
})
