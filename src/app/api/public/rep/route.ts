import { NextResponse } from 'next/server'
import { z } from 'zod'

import { findRep } from '@/domain'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { getReps } from '@/lib/commerce/server/data'

export const dynamic = 'force-dynamic'

const text = (max: number) => z.string().trim().max(max).optional()

/** GET /api/public/rep?phone=&state=&country=: by area code, then state, then country, then the fallback rep. */
export const GET = route({ query: z.object({ phone: text(40), state: text(40), country: text(2) }) }, async ({ query }) => {
  const rep = findRep(await getReps(), query)
  if (!rep) throw new HttpError(404, 'not-found')
  return NextResponse.json({ label: rep.label, territory: rep.territory, rep: rep.rep })
})
