import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { apiError, badRequestDetails, readJson } from '@/lib/api/respond'
import { getAuth } from '@/lib/auth/auth'
import { getSessionUser, requireSessionUser } from '@/lib/auth/session'

export const dynamic = 'force-dynamic'

const name = z.string().trim().min(1).max(100)
const body = z.object({ nameFirst: name, nameLast: name })

/** GET /api/private/user: the session's user. */
export async function GET(request: NextRequest) {
  const auth = await requireSessionUser(request)
  if ('response' in auth) return auth.response
  return NextResponse.json({ user: auth.user })
}

/**
 * PATCH /api/private/user `{ nameFirst, nameLast }`: the session user's own name (trimmed,
 * required, at most 100 characters); answers the updated user.
 */
export async function PATCH(request: NextRequest) {
  const auth = await requireSessionUser(request)
  if ('response' in auth) return auth.response
  const json = await readJson(request)
  if (json === undefined) return apiError(request, 400, 'invalid-json')
  const parsed = body.safeParse(json, { reportInput: true })
  if (!parsed.success) return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  const { nameFirst, nameLast } = parsed.data
  try {
    await getAuth().api.updateUser({ headers: request.headers, body: { nameFirst, nameLast, name: `${nameFirst} ${nameLast}` } })
    return NextResponse.json({ user: await getSessionUser(request.headers) })
  } catch (error) {
    // Logged with the user's id only (no token, no e-mail content), then rethrown: a 500 the client reports.
    console.error(`PATCH /api/private/user failed for user ${auth.user.id}:`, error instanceof Error ? error.message : error)
    throw error
  }
}
