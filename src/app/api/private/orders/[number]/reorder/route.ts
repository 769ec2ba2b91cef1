import { route } from '@/lib/platform/http/server/route'
import { reorderAnswer } from '@/lib/orders/server/reorderAnswer'

export const dynamic = 'force-dynamic'

/**
 * POST /api/private/orders/{number}/reorder: adds every line of the buyer's order that can
 * still be ordered to his live cart at today's prices; answers `{ added, skipped }` (each
 * skipped line with its reason). 404 for another buyer's order.
 */
export const POST = route<{ number: string }>({ auth: 'session' }, async ({ user, params, locale }) =>
  reorderAnswer(user!.email, params.number, locale, () => ({ kind: 'cart' })),
)
