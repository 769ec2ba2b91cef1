import { AuthenticationError, LockedAuth, type CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'

/**
 * A locked account answers exactly as an unknown account or a wrong password, so the
 * login form does not tell an attacker which addresses are staff accounts.
 */
export const sameAnswerWhenLocked: NonNullable<NonNullable<CollectionConfig['hooks']>['afterError']>[number] = ({ error, req }) => {
  // By message too: a bundle may hold its own copy of Payload's error classes.
  if (!(error instanceof LockedAuth) && error.message !== new LockedAuth(req.t).message) return
  const masked = new AuthenticationError(req.t)
  return { response: { errors: [{ message: masked.message }] }, status: masked.status }
}

/**
 * The shop's staff: the people who sign in to /admin. Buyers sign in elsewhere. The
 * session cookie is Secure when the shop is served over https (PUBLIC_URL).
 */
export function Users(publicUrl: string): CollectionConfig {
  return {
    slug: 'users',
    admin: { useAsTitle: 'email', group: 'Settings' },
    auth: { cookies: { secure: publicUrl.startsWith('https://'), sameSite: 'Lax' } },
    access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
    hooks: { afterError: [sameAnswerWhenLocked] },
    fields: [{ name: 'name', type: 'text' }],
  }
}
