import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { staffSignInHooks } from '@/hooks/staffSignIn'
import type { Env } from '@/lib/platform/server/env'

/**
 * The shop's staff: the people who sign in to /admin. Buyers sign in elsewhere. The
 * session cookie is Secure when the shop is served over https (PUBLIC_URL).
 *
 * Payload's account lock is off (`maxLoginAttempts: 0`): it let anyone lock a staff member
 * out with 5 wrong passwords. Guessing is throttled per client instead, and an unknown
 * address answers as a wrong password, in the same time (src/hooks/staffSignIn.ts).
 */
export function Users(env: Pick<Env, 'publicUrl' | 'redisUrl' | 'redisPrefix'>): CollectionConfig {
  return {
    slug: 'users',
    admin: { useAsTitle: 'email', group: 'Settings' },
    auth: { cookies: { secure: env.publicUrl.startsWith('https://'), sameSite: 'Lax' }, maxLoginAttempts: 0 },
    access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
    hooks: staffSignInHooks(env),
    fields: [{ name: 'name', type: 'text' }],
  }
}
