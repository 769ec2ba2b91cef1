import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { isQuoteFailure } from '@/domain'
import { badRequestDetails } from '@/lib/platform/http/server/respond'
import { publishPost } from '@/lib/platform/http/server/publish'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { MAX_LINES, quoteRequestSchema } from '@/lib/cart/contract'
import { quoteToJson } from '@/lib/commerce/quoteJson'
import { quote } from '@/lib/commerce/quoteService'
import { pricingCustomerOf } from '@/lib/accounts/server/customers'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { quotedPrices, quoteTerms } from '@/lib/quotes/server/terms'
import { withQuoteMarks } from '@/lib/quotes/cartMarks'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/cart/quote: the whole cart priced on the server from current data, for
 * the session's customer or as a visitor. Malformed input 400; rule failures 422.
 */
export const POST = route({ auth: 'optional', body: z.unknown() }, async ({ body, user, locale }) => {
  // A cart over the line limit is named as such, before the schema's generic range error.
  const items = (body as { items?: unknown } | null)?.items
  if (Array.isArray(items) && items.length > MAX_LINES) throw new HttpError(400, 'too-many-lines', { max: MAX_LINES })
  const parsed = quoteRequestSchema.safeParse(body, { reportInput: true })
  if (!parsed.success) throw new HttpError(400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  // The signed-in buyer's primary customer prices the cart; a visitor gets OEM prices. A line of
  // the buyer's own accepted quote gets the quoted price while the quote holds (docs/quotes.md).
  const anyQuoted = parsed.data.items.some((i) => i.quoteNumber)
  const terms = anyQuoted ? await quoteTerms(await getPayloadClient(), user?.email ?? null, parsed.data.items) : []
  const result = await quote(appCommerceSource, parsed.data, await pricingCustomerOf(user?.email), quotedPrices(terms))
  if (isQuoteFailure(result)) {
    const { code, message: _message, ...details } = result.error
    throw new HttpError(422, code, details)
  }
  // The domain quotes in cents; the API answers dollars (docs/pricing.md, "Money").
  const answer = withQuoteMarks(quoteToJson(result), terms)
  // The free option's name in the buyer's language (an order keeps the rule's own label).
  if (result.freeGround) {
    const [t, base] = await Promise.all([getTranslations({ locale, namespace: 'cart' }), appCommerceSource.base()])
    return NextResponse.json({ ...answer, shippingLabel: t('freeGround', { shop: base.settings.shopName }) })
  }
  return NextResponse.json(answer)
})

// From now on the front server of this process answers the quote with this same handler (README, "Speed").
publishPost('/api/public/cart/quote', POST)
