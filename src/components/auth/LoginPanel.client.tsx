'use client'

import { useEffect, useRef } from 'react'

import { redirectCookieName } from '@/lib/accounts/cookies'
import { safeLocalPath } from '@/lib/platform/security/safeRedirect'
import { safeDecode } from '@/lib/catalogue/slug'

import { useAuth } from './hooks/useAuth'
import { SignInForm } from './SignInForm.client'

/**
 * Reads and clears the path a visitor wanted: the page's `returnTo` (a sign-in started from a
 * page, e.g. the cart's checkout button), else the cookie the proxy left when it sent them here.
 */
function takeWantedPath(fallback: string): string {
  const secure = window.location.protocol === 'https:'
  const name = redirectCookieName(secure)
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const returnTo = new URLSearchParams(window.location.search).get('returnTo')
  // Only a path on this site; anything else (another host, a malformed cookie) goes to the fallback.
  return safeLocalPath(returnTo) ?? safeLocalPath(safeDecode(match?.slice(name.length + 1) ?? '')) ?? fallback
}

/**
 * Goes to `path` with a full page load: the session has just changed, and the router's cache
 * may still hold the page's answer from before sign-in (a prefetched checkout link is the
 * proxy's redirect back here, which would strand the buyer on this page).
 */
const leaveFor = (path: string) => window.location.replace(path)

/** The login page's form: after sign-in the buyer lands where they were going (a new buyer completes the profile there). */
export function LoginPanel({ fallback }: { fallback: string }) {
  const { status, googleEnabled, refresh } = useAuth()
  // Read once: the signed-in effect and the form's end both go there, and the cookie is gone after the first read.
  const wanted = useRef<string | null>(null)
  const left = useRef(false)

  useEffect(() => {
    if (status !== 'signed-in' || left.current) return
    left.current = true
    leaveFor((wanted.current ??= takeWantedPath(fallback)))
  }, [status, fallback])

  return (
    <SignInForm
      googleEnabled={googleEnabled}
      callbackPath={fallback}
      onSignedIn={refresh}
      onDone={() => {
        if (left.current) return
        left.current = true
        leaveFor((wanted.current ??= takeWantedPath(fallback)))
      }}
    />
  )
}
