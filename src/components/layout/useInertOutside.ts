'use client'

import { useEffect, type RefObject } from 'react'

/** Never made inert: live regions (toasts and the route announcer must still speak) and non-content elements. */
const KEEP = '[aria-live],[role="status"],[role="alert"],script,style,template,next-route-announcer'

/**
 * While a modal dialog or slide-over is open, everything outside it is `inert`: not focusable,
 * not clickable, not typeable, hidden from assistive technology (what `aria-modal` only
 * promises). Each ancestor's other children up to <body> are marked; what was inert already
 * (an earlier dialog's doing) is left as it is, so dialogs opened over each other unwind in order.
 */
export function useInertOutside(target: RefObject<HTMLElement | null> | HTMLElement | null) {
  useEffect(() => {
    const element = target && 'current' in target ? target.current : target
    if (!element) return
    const marked: HTMLElement[] = []
    for (let node: HTMLElement = element; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling.matches(KEEP)) continue
        sibling.inert = true
        marked.push(sibling)
      }
    }
    return () => marked.forEach((m) => (m.inert = false))
  }, [target])
}
