'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { Portal } from '@/components/auth/Portal.client'
import { useInertOutside } from '@/components/layout/useInertOutside'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Open traps; the innermost (the one holding no other) answers Tab and Escape. */
const open = new Set<{ root: HTMLElement }>()

const innermost = () => [...open].find((t) => ![...open].some((o) => o !== t && t.root.contains(o.root)))

const firstFocusable = (node: HTMLElement) =>
  node.querySelector<HTMLElement>('[data-autofocus]') ?? node.querySelector<HTMLElement>(FOCUSABLE)

/**
 * Keeps Tab inside `root`, closes on Escape and gives focus back to what had it when the
 * panel opened (keyboard users land where they were), or, when that is behind a panel still
 * open, to that panel.
 */
export function useFocusTrap(node: HTMLElement | null, onClose: () => void) {
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
      if (!node.contains(document.activeElement)) {
        e.preventDefault()
        head.focus()
      } else if (e.shiftKey && document.activeElement === head) {
        e.preventDefault()
        tail.focus()
      } else if (!e.shiftKey && document.activeElement === tail) {
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
 * A panel sliding in from the right (the address book's and shipping's slide-overs of spec
 * section 2): modal, focus kept inside, Escape or the close button closes it.
 */
export function SlideOver({
  title,
  closeLabel,
  onClose,
  children,
  testId,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  children: React.ReactNode
  testId: string
}) {
  const [node, setNode] = useState<HTMLDivElement | null>(null)
  const titleId = useId()
  useFocusTrap(node, onClose)
  useInertOutside(node)
  return (
    <Portal slot="login-modal-slot">
      <div className="fixed inset-0 z-50 flex justify-end bg-neutral-950/60" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
        <div
          ref={setNode}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid={testId}
          className="flex h-full w-full max-w-lg flex-col overflow-y-auto bg-white shadow-xl dark:bg-neutral-900 dark:text-neutral-100"
        >
          <div className="flex items-start justify-between gap-4 border-b border-neutral-200 p-4 dark:border-neutral-800">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              data-testid={`${testId}-close`}
              className="rounded px-2 text-2xl leading-none hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              ×
            </button>
          </div>
          <div className="flex-1 p-4">{children}</div>
        </div>
      </div>
    </Portal>
  )
}

/** A confirmation asked inside a panel (role alertdialog), focus kept on its two buttons. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  testId,
}: {
  message: React.ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  testId: string
}) {
  const [node, setNode] = useState<HTMLDivElement | null>(null)
  const messageId = useId()
  useFocusTrap(node, onCancel)
  useInertOutside(node)
  return (
    <div
      ref={setNode}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      data-testid={testId}
      className="rounded border border-error-600 bg-error-50 p-4 text-error-950 dark:bg-error-950 dark:text-error-50"
    >
      <div id={messageId}>{message}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          data-testid={`${testId}-confirm`}
          className="rounded bg-error-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60 dark:bg-error-300 dark:text-neutral-950"
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          data-autofocus
          data-testid={`${testId}-cancel`}
          className="rounded border border-neutral-500 bg-white px-3 py-1.5 font-semibold text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  )
}
