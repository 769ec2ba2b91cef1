'use client'

import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { authApi, type AuthUser } from './authClient'
import { AuthContext, type AuthState, type Status } from './hooks/useAuth'
import { useToast } from '@/components/layout/Toasts.client'

// The sign-in and full-name modals load when they open, not with every page.
const SignInModal = dynamic(() => import('./SignInModal.client').then((m) => m.SignInModal), { ssr: false })
const ProfileModal = dynamic(() => import('./ProfileModal.client').then((m) => m.ProfileModal), { ssr: false })
import { isRecaptchaPage } from '@/components/services/recaptcha'
import { useServices } from '@/components/services/ServicesContext.client'
import { REDIRECT_COOKIE_MAX_AGE, redirectCookieName } from '@/lib/accounts/cookies'
import { SIGNED_IN_KEY } from '@/lib/platform/inlineScripts'
import { isTransient, retryDelay } from '@/lib/platform/net/browser/backoff'
import { retryFetch } from '@/lib/platform/net/browser/retryFetch'
import '@/lib/platform/browser/zodJitless'

const CHANNEL = 'switchyard-auth'
/** Refreshed well before the 30-day session would lapse, and to notice a session ended elsewhere. */
const REFRESH_MS = 5 * 60 * 1000
/** The last buyer the server confirmed in this browser, shown while a session read is refused. */
const LAST_USER_KEY = 'switchyard.auth.user'

function rememberedUser(): AuthUser | null {
  try {
    if (localStorage.getItem(SIGNED_IN_KEY) !== '1') return null
    const user = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as AuthUser | null
    return user && typeof user.email === 'string' && typeof user.id === 'string' ? user : null
  } catch {
    return null
  }
}

export const needsProfile = (user: AuthUser | null) => Boolean(user && (!user.nameFirst?.trim() || !user.nameLast?.trim()))

export function AuthProvider({ children, googleEnabled }: { children: React.ReactNode; googleEnabled: boolean }) {
  const locale = useLocale()
  const router = useRouter()
  const toast = useToast()
  const t = useTranslations('auth')
  const [user, setUser] = useState<AuthUser | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [modalOpen, setModalOpen] = useState(false)
  const { recaptcha } = useServices()

  // With reCAPTCHA on, a code is only sent from a page that loads it (sign-in, checkout): elsewhere
  // the buyer goes to the sign-in page, and comes back here after it.
  const showSignIn = useCallback(() => {
    if (!recaptcha || isRecaptchaPage(window.location.pathname)) return setModalOpen(true)
    const secure = window.location.protocol === 'https:'
    const here = window.location.pathname + window.location.search
    document.cookie = `${redirectCookieName(secure)}=${encodeURIComponent(here)}; Max-Age=${REDIRECT_COOKIE_MAX_AGE}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
    const login = new URL(locale === 'es' ? '/es/iniciar-sesion' : '/login', window.location.origin)
    login.searchParams.set('returnTo', here)
    window.location.assign(login.href)
  }, [recaptcha, locale])
  const channel = useRef<BroadcastChannel | null>(null)

  // Remembered for the next page's first paint (SIGNED_IN_SCRIPT): a signed-in buyer's
  // cached pages hide the visitor prices until the buyer's own arrive.
  useEffect(() => {
    if (status === 'loading') return
    const signedIn = status === 'signed-in'
    try {
      if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1')
      else localStorage.removeItem(SIGNED_IN_KEY)
      if (signedIn && user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user))
      else if (!signedIn) localStorage.removeItem(LAST_USER_KEY)
    } catch {
      // Storage may be off (private mode): prices then show as they load.
    }
    document.documentElement.classList.toggle('signed-in', signedIn)
  }, [status, user])

  // A read refused for now (429: an office of buyers behind one address), a server error or
  // a lost connection never signs the buyer out: the last state stays (on a fresh page, the
  // buyer this browser last saw), and the read is tried again with backoff until it answers.
  const retry = useRef<{ timer?: number; attempt: number }>({ attempt: 0 })
  const refreshRef = useRef<() => Promise<AuthUser | null>>(async () => null)
  const refresh = useCallback(async () => {
    const result = await authApi.session(locale)
    if (!result.ok) {
      if (isTransient(result.error.status)) {
        const kept = status === 'loading' ? rememberedUser() : null
        if (kept) {
          setUser(kept)
          setStatus('signed-in')
        }
        if (retry.current.timer === undefined) {
          const wait = retryDelay(retry.current.attempt++, result.error.retryAfter)
          retry.current.timer = window.setTimeout(() => {
            retry.current.timer = undefined
            void refreshRef.current()
          }, wait)
        }
        return kept ?? user
      }
      return user
    }
    window.clearTimeout(retry.current.timer)
    retry.current = { attempt: 0 }
    const next = result.data?.user ?? null
    setUser(next)
    setStatus(next ? 'signed-in' : 'signed-out')
    return next
  }, [locale, user, status])
  useEffect(() => {
    refreshRef.current = refresh
  })
  useEffect(() => () => window.clearTimeout(retry.current.timer), [])

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
      const res = await retryFetch(input, { credentials: 'same-origin', ...init })
      if (res.status === 401) {
        channel.current?.postMessage({ type: 'signed-out' })
        signedOutHere()
        toast('error', t('sessionEnded'))
        showSignIn()
      }
      return res
    },
    [signedOutHere, toast, t, showSignIn],
  )

  // The session on load, then every few minutes while the page is open and on focus.
  useEffect(() => {
    void refreshRef.current()
    const timer = window.setInterval(() => void refreshRef.current(), REFRESH_MS)
    const onVisible = () => document.visibilityState === 'visible' && void refreshRef.current()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
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
    () => ({ status, user, googleEnabled, openSignIn: showSignIn, signOut, refresh, authFetch }),
    [status, user, googleEnabled, signOut, refresh, authFetch, showSignIn],
  )

  return (
    <AuthContext.Provider value={value}>
      {children}
      {modalOpen && <SignInModal onClose={() => setModalOpen(false)} onSignedIn={onSignedIn} />}
      {status === 'signed-in' && needsProfile(user) && !modalOpen && <ProfileModal user={user!} />}
    </AuthContext.Provider>
  )
}
