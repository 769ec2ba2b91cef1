import type { NextRequest, NextResponse } from 'next/server'

import { apiError } from '@/lib/platform/http/server/respond'
import { loadEnv } from '@/lib/platform/server/env'

import { COOKIE_PREFIX, getAuth } from './auth'

/** The session cookie's name, with or without its `__Secure-` prefix (src/lib/accounts/server/auth.ts). */
const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token=`

export type SessionUser = { id: string; email: string; nameFirst: string | null; nameLast: string | null; name: string }

/** The signed-in buyer of a request (cookie or `Authorization: Bearer`), or null. */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  // No session cookie and no bearer token: a visitor, known without asking Better Auth (a fifth of a visitor's quote).
  if (!headers.get('cookie')?.includes(SESSION_COOKIE) && !headers.get('authorization')?.startsWith('Bearer ')) return null
  const session = await getAuth().api.getSession({ headers })
  if (!session) return null
  const u = session.user as { id: string; email: string; name?: string | null; nameFirst?: string | null; nameLast?: string | null }
  return { id: u.id, email: u.email.toLowerCase(), nameFirst: u.nameFirst ?? null, nameLast: u.nameLast ?? null, name: u.name ?? '' }
}

/**
 * For /api/private/*: the session's user, or a 401 answer. State-changing calls must come
 * from this site's own pages (Origin), as the cookie alone would also ride a cross-site form.
 */
export async function requireSessionUser(request: NextRequest): Promise<{ user: SessionUser } | { response: NextResponse }> {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    const origin = request.headers.get('origin')
    const bearer = request.headers.get('authorization')?.startsWith('Bearer ')
    if (!bearer && origin !== new URL(loadEnv().publicUrl).origin && origin !== request.nextUrl.origin) {
      return { response: await apiError(request, 403, 'forbidden') }
    }
  }
  const user = await getSessionUser(request.headers)
  return user ? { user } : { response: await apiError(request, 401, 'unauthorized') }
}
