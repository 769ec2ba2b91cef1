'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/** docs/interface.md, "Loading bar": shown after 200 ms, 2000 ms nominal, hidden 500 ms after the page is ready, reset after 400 ms. */
export const LOADING = { throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetMs: 400 }

type Phase = 'idle' | 'loading' | 'done'

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false
  }
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

export function LoadingBar() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [phase, setPhase] = useState<Phase>('idle')
  const [visible, setVisible] = useState(false)
  const timers = useRef<number[]>([])

  const clearTimers = () => {
    timers.current.forEach((t) => window.clearTimeout(t))
    timers.current = []
  }

  useEffect(() => {
    const start = () => {
      clearTimers()
      setPhase('loading')
      timers.current.push(window.setTimeout(() => setVisible(true), LOADING.throttleMs))
    }
    const onClick = (event: MouseEvent) => isInternalNavigation(event) && start()
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', start)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', start)
    }
  }, [])

  useEffect(() => {
    clearTimers()
    setPhase((p) => (p === 'loading' ? 'done' : p))
    timers.current.push(
      window.setTimeout(() => setVisible(false), LOADING.hideDelayMs),
      window.setTimeout(() => setPhase('idle'), LOADING.hideDelayMs + LOADING.resetMs),
    )
  }, [pathname, searchParams])

  const width = phase === 'idle' ? '0%' : phase === 'loading' ? '90%' : '100%'
  const transition = phase === 'loading' ? `width ${LOADING.durationMs}ms ease-out` : 'width 200ms ease-in'
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5"
      style={{ opacity: visible ? 1 : 0, transition: 'opacity 200ms' }}
    >
      <div className="h-full bg-primary" style={{ width, transition }} />
    </div>
  )
}
