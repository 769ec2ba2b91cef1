'use client'

import { useTranslations } from 'next-intl'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

export type ToastKind = 'success' | 'error' | 'info'
type Toast = { id: number; kind: ToastKind; text: string; closing: boolean }

/** Stacked bottom right, at most 5, each 5000 ms, removed 200 ms after closing (docs/interface.md, "Toasts"). */
export const TOAST_LIMIT = 5
export const TOAST_MS = 5000
export const TOAST_EXIT_MS = 200

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => undefined)
export const useToast = () => useContext(ToastContext)

const tone: Record<ToastKind, string> = {
  success: 'border-green-600 bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50',
  error: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
  info: 'border-sky-600 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('auth')
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(1)
  const timers = useRef(new Set<number>())

  const close = useCallback((id: number) => {
    setToasts((all) => all.map((x) => (x.id === id ? { ...x, closing: true } : x)))
    const timer = window.setTimeout(() => setToasts((all) => all.filter((x) => x.id !== id)), TOAST_EXIT_MS)
    timers.current.add(timer)
  }, [])

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = next.current++
      // The oldest goes when a sixth arrives.
      setToasts((all) => [...all, { id, kind, text, closing: false }].slice(-TOAST_LIMIT))
      const timer = window.setTimeout(() => close(id), TOAST_MS)
      timers.current.add(timer)
    },
    [close],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol
        aria-label={t('notifications')}
        aria-live="polite"
        data-testid="toasts"
        className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
      >
        {toasts.map((x) => (
          <li
            key={x.id}
            data-testid="toast"
            className={`pointer-events-auto flex items-start gap-2 rounded border-l-4 px-3 py-2 text-sm shadow-lg transition-opacity duration-200 ${tone[x.kind]} ${x.closing ? 'opacity-0' : 'opacity-100'}`}
          >
            {/* The role sits inside the item: a list item may not take another role. */}
            <span className="flex-1" role={x.kind === 'error' ? 'alert' : 'status'}>
              {x.text}
            </span>
            <button type="button" onClick={() => close(x.id)} aria-label={t('dismiss')} className="shrink-0 px-1 font-bold">
              ×
            </button>
          </li>
        ))}
      </ol>
    </ToastContext.Provider>
  )
}
