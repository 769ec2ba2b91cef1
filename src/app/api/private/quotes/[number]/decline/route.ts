import { z } from 'zod'

import { route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { moveOwnQuote } from '@/lib/quotes/server/actions'
import { respondMove } from '@/lib/quotes/server/respondMove'

export const dynamic = 'force-dynamic'

const declineSchema = z
  .object({ message: z.string().trim().max(2000).optional() })
  .strict()
  .optional()

/** POST /api/private/quotes/{number}/decline `{ message? }`: the buyer declines his quote; `{ quote }`. */
export const POST = route<{ number: string }, typeof declineSchema>(
  { auth: 'session', body: declineSchema },
  async ({ user, params, body }) => {
    const payload = await getPayloadClient()
    const moved = await moveOwnQuote(payload, user!.email, params.number, 'decline', { message: body?.message || null })
    return respondMove(payload, user!.email, params.number, moved)
  },
)
