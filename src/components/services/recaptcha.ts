'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect } from 'react'

import { RECAPTCHA_PAGE } from '@/lib/platform/services/csp'

import { useServices } from './ServicesContext.client'

type Grecaptcha = { ready: (fn: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> }

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

let loading: Promise<Grecaptcha | undefined> | undefined

/** Loads reCAPTCHA v3's script once per page; resolves when it is ready (undefined if it cannot load). */
function load(scriptUrl: string): Promise<Grecaptcha | undefined> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha)) : resolve(undefined))
    script.onerror = () => {
      loading = undefined
      resolve(undefined)
    }
    document.head.appendChild(script)
  })
  return loading
}

/** Whether this page may load reCAPTCHA (sign-in and checkout; their policy lists its hosts). */
export const isRecaptchaPage = (pathname: string) => RECAPTCHA_PAGE.test(pathname)

/**
 * reCAPTCHA v3 for a form: the script loads with the page (sign-in and checkout only), and
 * `token(action)` answers a fresh token to send in the `x-recaptcha-token` header, or
 * undefined when reCAPTCHA is off (the server then checks nothing) or cannot load (the server
 * refuses, with its message).
 */
export function useRecaptcha(): (action: string) => Promise<string | undefined> {
  const { recaptcha } = useServices()
  const pathname = usePathname() || '/'
  const allowed = Boolean(recaptcha) && isRecaptchaPage(pathname)
  useEffect(() => {
    if (allowed && recaptcha) void load(recaptcha.scriptUrl)
  }, [allowed, recaptcha])
  return useCallback(
    async (action: string) => {
      if (!recaptcha || !allowed) return undefined
      const api = await load(recaptcha.scriptUrl)
      return api?.execute(recaptcha.siteKey, { action }).catch(() => undefined)
    },
    [recaptcha, allowed],
  )
}
