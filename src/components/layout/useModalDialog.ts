'use client'

import { useEffect, useRef, useState } from 'react'

import { useInertOutside } from './useInertOutside'

/** What Tab stops at (an element taken out of the tab order with tabindex="-1" is not). */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ')

/** Open traps; the innermost (the one holding no other) answers Tab and Escape. */
const open = new Set<{ root: HTMLElement }>()

const innermost = () => [...open].find((t) => ![...open].some((o) => o !== t && t.root.contains(o.root)))

const firstFocusable = (node: HTMLElement) =>
  node.querySelector<HTMLElement>('[data-autofocus]') ?? node.querySelector<HTMLElement>(FOCUSABLE)

/**
 * Keeps Tab inside `node` (from outside it, Tab goes to its first control and Shift+Tab to its
 * last), closes on Escape and gives focus back to what had it when the panel opened (keyboard
 * users land where they were), or, when that is behind a panel still open, to that panel.
 * Focus goes first to the element marked `data-autofocus`, else to the first control.
 */
function useFocusTrap(node: HTMLElement | null, onClose: () => void) {
  const close = useRef(onClose)
  // The latest handler, for the listeners the effect below sets up once.
  useEffect(() => {
    close.current = onClose
  })
  // Read while rendering: an inner trap's effect (children's run first) may move the focus before ours runs.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)))
  // The node arrives after the first render when it sits in a portal (the portal finds its slot first).
  useEffect(() => {
    if (!node) return
    const me = { root: node }
    open.add(me)
    firstFocusable(node)?.focus()
    const onKey = (e: KeyboardEvent) => {
      // Handled by an inner trap already (its Escape may have closed it before this listener runs).
      if (e.defaultPrevented || innermost() !== me) return
      if (e.key === 'Escape') {
        e.preventDefault()
        e.stopPropagation()
        close.current()
        return
      }
      if (e.key !== 'Tab') return
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
      if (items.length === 0) return
      const [head, tail] = [items[0], items[items.length - 1]]
      const inside = node.contains(document.activeElement)
      if (e.shiftKey && (!inside || document.activeElement === head)) {
        e.preventDefault()
        tail.focus()
      } else if (!e.shiftKey && (!inside || document.activeElement === tail)) {
        e.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      open.delete(me)
      // After the browser has finished with the event that closed us (a submit moves the
      // focus to the body as its button goes), unless something else took the focus on purpose.
      window.setTimeout(() => {
        const active = document.activeElement
        if (active && active !== document.body && active.isConnected) return
        const outer = innermost()
        if (opener?.isConnected && (!outer || outer.root.contains(opener))) opener.focus()
        else if (outer) firstFocusable(outer.root)?.focus()
      }, 0)
    }
  }, [node, opener])
}

/**
 * A modal dialog's keyboard and page handling (./ModalDialog.client.tsx, and the confirmation
 * inside a panel): focus kept inside and given back (above), Escape calls `onClose`, the rest of
 * the page `inert` (./useInertOutside.ts) and, with `lockScroll`, the page behind does not
 * scroll while it is open. Returns the ref for the dialog's element (a callback: the element
 * may arrive after the first render, from a portal).
 */
export function useModalDialog(
  onClose: () => void,
  { lockScroll = false }: { lockScroll?: boolean } = {},
): (element: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null)
  useFocusTrap(node, onClose)
  useInertOutside(node)
  useEffect(() => {
    if (!lockScroll) return
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [lockScroll])
  return setNode
}
