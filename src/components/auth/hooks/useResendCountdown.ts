'use client'

import { useCallback, useEffect, useState } from 'react'

/** The resend button waits 60 s, ticking each second (docs/interface.md, "Sign-in dialog"). */
export const RESEND_SECONDS = 60

/**
 * Seconds left before a new code may be asked for (0: now). The countdown is kept as a deadline,
 * so a slow or throttled tab still shows the right second.
 */
export function useResendCountdown() {
  const [resendAt, setResendAt] = useState(0)
  const [now, setNow] = useState(0)
  const countdown = Math.max(0, Math.ceil((resendAt - now) / 1000))

  useEffect(() => {
    if (resendAt <= Date.now()) return
    setNow(Date.now())
    const timer = window.setInterval(() => {
      setNow(Date.now())
      if (Date.now() >= resendAt) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
  }, [resendAt])

  const start = useCallback(() => {
    const at = Date.now() + RESEND_SECONDS * 1000
    setNow(Date.now())
    setResendAt(at)
  }, [])

  return { countdown, start }
}
