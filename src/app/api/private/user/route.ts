import { NextResponse } from 'next/server'

import { userPatchSchema, type UserAnswer } from '@/lib/accounts/contract'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { getAuth } from '@/lib/accounts/server/auth'
import { getSessionUser, type SessionUser } from '@/lib/accounts/server/session'
import { buyerProfile, setDefaultAddresses } from '@/lib/accounts/server/defaults'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

/** The session's user with its web user's id, default addresses and customers. */
async function answer(user: SessionUser | null) {
  if (!user) return NextResponse.json<UserAnswer>({ user: null })
  const profile = await buyerProfile(await getPayloadClient(), user.email)
  return NextResponse.json<UserAnswer>({ user: { ...user, ...profile } }, { headers: { 'Cache-Control': 'no-store' } })
}

/** GET /api/private/user: the session's user, its default addresses and customers. */
export const GET = route({ auth: 'session' }, ({ user }) => answer(user))

/**
 * PATCH /api/private/user `{ nameFirst, nameLast }` (trimmed, required together, at most
 * 100 characters) and/or `{ WebUserBillingContactId, WebUserShippingContactId }` (the
 * buyer's own addresses, else 404; null clears); answers the updated user.
 */
export const PATCH = route(
  { auth: 'session', body: userPatchSchema },
  async ({ request, user, body: { nameFirst, nameLast, WebUserBillingContactId, WebUserShippingContactId } }) => {
    if (WebUserBillingContactId !== undefined || WebUserShippingContactId !== undefined) {
      const set = await setDefaultAddresses(await getPayloadClient(), user!, { WebUserBillingContactId, WebUserShippingContactId })
      if (!set.ok) throw HttpError.of(set)
    }
    if (nameFirst === undefined || nameLast === undefined) return answer(user)
    await getAuth().api.updateUser({ headers: request.headers, body: { nameFirst, nameLast, name: `${nameFirst} ${nameLast}` } })
    return answer(await getSessionUser(request.headers))
  },
)
