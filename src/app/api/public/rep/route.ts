import { NextResponse, type NextRequest } from 'next/server'

import { findRep } from '@/domain'
import { apiError } from '@/lib/api/respond'
import { getReps } from '@/lib/data/commerce'

export const dynamic = 'force-dynamic'

/** GET /api/public/rep?phone=&state=&country=: by area code, then state, then country, then the fallback rep. */
export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams
  const contact = { phone: q.get('phone')?.slice(0, 40), state: q.get('state')?.slice(0, 40), country: q.get('country')?.slice(0, 2) }
  const rep = findRep(await getReps(), contact)
  if (!rep) return apiError(request, 404, 'not-found')
  return NextResponse.json({ label: rep.label, territory: rep.territory, rep: rep.rep })
}
