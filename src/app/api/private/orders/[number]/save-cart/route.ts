import { route } from '@/lib/platform/http/server/route'
import { reorderAnswer } from '@/lib/orders/server/reorderAnswer'

export const dynamic = 'force-dynamic'

/**
 * POST /api/private/orders/{number}/save-cart: a new saved cart named after the order with
 * every line that can still be ordered; answers `{ added, skipped, savedCart: { id, name } }`.
 * 404 for another buyer's order.
 */
export const POST = route<{ number: string }>({ auth: 'session' }, async ({ user, params, locale }) => {
  const number = params.number
  return reorderAnswer(user!.email, number, locale, (t) => ({ kind: 'savedCart', name: t('savedCartName', { number }) }))
})
