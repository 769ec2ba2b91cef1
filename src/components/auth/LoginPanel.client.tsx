'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { redirectCookieName } from '@/lib/accounts/cookies'
import { safeLocalPath } from '@/lib/platform/security/safeRedirect'
import { safeDecode } from '@/lib/catalogue/slug'

import { useAuth } from './hooks/useAuth'
import { SignInForm } from './SignInForm.client'

/** Reads and clears the path a visitor wanted before the proxy sent them here. */
function takeWantedPath(fallback: string): string {
  const secure = window.location.protocol === 'https:'
  const name = redirectCookieName(secure)
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  // Only a path on this site; anything else (another host, a malformed cookie) goes to the fallback.
  return safeLocalPath(safeDecode(match?.slice(name.length + 1) ?? '')) ?? fallback
}

/** The login page's form: after sign-in the buyer lands where they were going. */
export function LoginPanel({ fallback }: { fallback: string }) {
  const { status, googleEnabled, refresh } = useAuth()
  const router = useRouter()
  // Read once: the signed-in effect and the form's end both go there, and the cookie is gone after the first read.
  const wanted = useRef<string | null>(null)
  const destination = () => (wanted.current ??= takeWantedPath(fallback))

  useEffect(() => {
    if (status === 'signed-in') router.replace((wanted.current ??= takeWantedPath(fallback)))
  }, [status, router, fallback])

  return (
    <SignInForm
      googleEnabled={googleEnabled}
      callbackPath={fallback}
      onSignedIn={refresh}
      onDone={(email) => router.replace(email.includes('login') ? '/' : destination())}
    />
  )
}
