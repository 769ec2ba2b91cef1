import { route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { revisionBodySchema } from '@/lib/quotes/contract'
import { moveOwnQuote } from '@/lib/quotes/server/actions'
import { respondMove } from '@/lib/quotes/server/respondMove'

export const dynamic = 'force-dynamic'

/** POST /api/private/quotes/{number}/revision `{ message }`: the buyer asks the staff to revise a quoted quote; `{ quote }`. */
export const POST = route<{ number: string }, typeof revisionBodySchema>(
  { auth: 'session', body: revisionBodySchema },
  async ({ user, params, body }) => {
    const payload = await getPayloadClient()
    const moved = await moveOwnQuote(payload, user!.email, params.number, 'revise', { message: body.message })
    return respondMove(payload, user!.email, params.number, moved)
  },
)
