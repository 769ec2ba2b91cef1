import type { NextRequest } from 'next/server'

import { apiError } from '@/lib/api/respond'
import { requireSessionUser } from '@/lib/auth/session'

export const dynamic = 'force-dynamic'

/** Any other /api/private/* path: 401 without a session (spec section 7), else 404. */
async function answer(request: NextRequest) {
  const auth = await requireSessionUser(request)
  return 'response' in auth ? auth.response : apiError(request, 404, 'not-found')
}

export { answer as GET, answer as POST, answer as PATCH, answer as PUT, answer as DELETE }
