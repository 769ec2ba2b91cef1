'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

export const HASH_SCROLL_DELAY_MS = 500
export const HASH_SCROLL_OFFSET_PX = 80

function scrollToHashLater(hash: string): number {
  return window.setTimeout(() => {
    const target = document.getElementById(decodeURIComponent(hash))
    if (!target) return
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX
    window.scrollTo({ top, behavior: 'smooth' })
  }, HASH_SCROLL_DELAY_MS)
}

/**
 * docs/interface.md, "Scrolling": on page change the view goes to the top; with a hash it scrolls
 * smoothly to the anchor, 80 px above it (under the sticky header), after 500 ms.
 * In-page anchor links get the same treatment instead of the browser's instant jump.
 */
export function ScrollManager() {
  const pathname = usePathname()
  const searchParams = useSearchParams()

  useEffect(() => {
    const hash = window.location.hash.slice(1)
    if (!hash) {
      window.scrollTo({ top: 0 })
      return
    }
    const timer = scrollToHashLater(hash)
    return () => window.clearTimeout(timer)
  }, [pathname, searchParams])

  useEffect(() => {
    let timer = 0
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href*="#"]') as HTMLAnchorElement | null
      if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const url = new URL(anchor.href, window.location.href)
      const samePage =
        url.origin === window.location.origin && url.pathname === window.location.pathname && url.search === window.location.search
      if (!samePage || !url.hash) return
      event.preventDefault()
      history.pushState(history.state, '', url.hash)
      window.clearTimeout(timer)
      timer = scrollToHashLater(url.hash.slice(1))
    }
    document.addEventListener('click', onClick)
    // Tells tests (and anyone debugging) that in-page anchors are now handled here.
    document.documentElement.dataset.scrollManager = 'ready'
    return () => {
      document.removeEventListener('click', onClick)
      window.clearTimeout(timer)
    }
  }, [])

  return null
}
