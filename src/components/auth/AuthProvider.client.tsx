'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { authApi, type AuthUser } from './authClient'
import { ProfileModal } from './ProfileModal.client'
import { SignInModal } from './SignInModal.client'
import { useToast } from './Toasts.client'

type Status = 'loading' | 'signed-in' | 'signed-out'

type AuthState = {
  status: Status
  user: AuthUser | null
  googleEnabled: boolean
  /** The `showLoginModal` flag of spec section 4. */
  openSignIn: () => void
  signOut: () => Promise<void>
  /** Re-reads the session (after sign-in, a profile change). */
  refresh: () => Promise<AuthUser | null>
  /** fetch for authenticated calls: a 401 signs the buyer out here and opens the sign-in modal. */
  authFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
}

const AuthContext = createContext<AuthState | null>(null)

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth outside AuthProvider')
  return value
}

const CHANNEL = 'switchyard-auth'
/** Refreshed well before the 30-day session would lapse, and to notice a session ended elsewhere. */
const REFRESH_MS = 5 * 60 * 1000

export const needsProfile = (user: AuthUser | null) => Boolean(user && (!user.nameFirst?.trim() || !user.nameLast?.trim()))

export function AuthProvider({ children, googleEnabled }: { children: React.ReactNode; googleEnabled: boolean }) {
  const locale = useLocale()
  const router = useRouter()
  const toast = useToast()
  const t = useTranslations('auth')
  const [user, setUser] = useState<AuthUser | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [modalOpen, setModalOpen] = useState(false)
  const channel = useRef<BroadcastChannel | null>(null)

  const refresh = useCallback(async () => {
    const result = await authApi.session(locale)
    // A failed read (network) keeps what we knew rather than signing the buyer out.
    if (!result.ok) return user
    const next = result.data?.user ?? null
    setUser(next)
    setStatus(next ? 'signed-in' : 'signed-out')
    return next
  }, [locale, user])

  const signedOutHere = useCallback(() => {
    setUser(null)
    setStatus('signed-out')
    router.refresh()
  }, [router])

  const signOut = useCallback(async () => {
    await authApi.signOut(locale)
    channel.current?.postMessage({ type: 'signed-out' })
    signedOutHere()
    toast('info', t('signedOut'))
  }, [locale, signedOutHere, toast, t])

  const authFetch = useCallback(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await fetch(input, { credentials: 'same-origin', ...init })
      if (res.status === 401) {
        channel.current?.postMessage({ type: 'signed-out' })
        signedOutHere()
        toast('error', t('sessionEnded'))
        setModalOpen(true)
      }
      return res
    },
    [signedOutHere, toast, t],
  )

  // The session on load, then every few minutes while the page is open and on focus.
  useEffect(() => {
    void refresh()
    const timer = window.setInterval(() => void refresh(), REFRESH_MS)
    const onVisible = () => document.visibilityState === 'visible' && void refresh()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Other tabs: a sign-out there signs out here at once; a sign-in there is picked up.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const bc = new BroadcastChannel(CHANNEL)
    channel.current = bc
    bc.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data?.type === 'signed-out') signedOutHere()
      if (event.data?.type === 'signed-in') void refresh().then(() => router.refresh())
    }
    return () => {
      bc.close()
      channel.current = null
    }
  }, [signedOutHere, refresh, router])

  const onSignedIn = useCallback(async () => {
    channel.current?.postMessage({ type: 'signed-in' })
    return refresh()
  }, [refresh])

  const value = useMemo<AuthState>(
    () => ({ status, user, googleEnabled, openSignIn: () => setModalOpen(true), signOut, refresh, authFetch }),
    [status, user, googleEnabled, signOut, refresh, authFetch],
  )

  return (
    <AuthContext.Provider value={value}>
      {children}
      {modalOpen && <SignInModal onClose={() => setModalOpen(false)} onSignedIn={onSignedIn} />}
      {status === 'signed-in' && needsProfile(user) && !modalOpen && <ProfileModal user={user!} />}
    </AuthContext.Provider>
  )
}
