'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { redirectCookieName } from '@/lib/auth/cookies'

import { useAuth } from './AuthProvider.client'
import { SignInForm } from './SignInForm.client'

/** Reads and clears the path a visitor wanted before the proxy sent them here. */
function takeWantedPath(fallback: string): string {
  const secure = window.location.protocol === 'https:'
  const name = redirectCookieName(secure)
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const value = match ? decodeURIComponent(match.slice(name.length + 1)) : ''
  // Only a path on this site.
  return value.startsWith('/') && !value.startsWith('//') ? value : fallback
}

/** The login page's form: after sign-in the buyer lands where they were going. */
export function LoginPanel({ fallback }: { fallback: string }) {
  const { status, googleEnabled, refresh } = useAuth()
  const router = useRouter()

  useEffect(() => {
    if (status === 'signed-in') router.replace(takeWantedPath(fallback))
  }, [status, router, fallback])

  return (
    <SignInForm
      googleEnabled={googleEnabled}
      callbackPath={fallback}
      onSignedIn={refresh}
      onDone={(email) => router.replace(email.includes('login') ? '/' : takeWantedPath(fallback))}
    />
  )
}
