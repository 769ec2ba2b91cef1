'use client'

import { createContext, useContext } from 'react'

import type { AuthUser } from '../authClient'

/*
 * The buyer's session as the client components read it. AuthProvider.client.tsx provides it;
 * the modals it opens read it here, so neither imports the other at run time.
 */

export type Status = 'loading' | 'signed-in' | 'signed-out'

export type AuthState = {
  status: Status
  user: AuthUser | null
  googleEnabled: boolean
  /** Whether the sign-in modal is open (README, "Modals"). */
  openSignIn: () => void
  signOut: () => Promise<void>
  /** Re-reads the session (after sign-in, a profile change). */
  refresh: () => Promise<AuthUser | null>
  /** fetch for authenticated calls: a 401 signs the buyer out here and opens the sign-in modal. */
  authFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
}

export const AuthContext = createContext<AuthState | null>(null)

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth outside AuthProvider')
  return value
}
