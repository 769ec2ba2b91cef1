import { NextResponse } from 'next/server'

import { ANSWER_HEADERS, availabilityAnswer } from '@/lib/availability/answer.mjs'
import { appAvailability } from '@/lib/availability/server/app'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/availability `{ lines: [{ pn, qty }] }`: each line's ship-date promise, in
 * order (docs/availability.md, docs/api.md). The front server (src/server/serve.mjs) answers it
 * itself with the same code once the snapshot is loaded; this route answers in development and
 * before that, and loads the snapshot.
 */
export const POST = route({ raw: true }, async ({ raw, locale }) => {
  const answer = availabilityAnswer(await appAvailability().get(), raw, locale)
  return new NextResponse(answer.body, { status: answer.status, headers: ANSWER_HEADERS })
})
