'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

/** Renders into one of the layout's modal slots (src/components/layout/ModalSlots.tsx). */
export function Portal({ slot, children }: { slot: string; children: React.ReactNode }) {
  const [target, setTarget] = useState<Element | null>(null)
  useEffect(() => setTarget(document.getElementById(slot)), [slot])
  return target ? createPortal(children, target) : null
}

export const overlayClass = 'fixed inset-0 z-50 flex items-end justify-center bg-neutral-950/60 p-0 sm:items-center sm:p-4'
export const panelClass =
  'max-h-[100dvh] w-full overflow-y-auto rounded-t-lg bg-white p-6 shadow-xl sm:max-w-md sm:rounded-lg dark:bg-neutral-900 dark:text-neutral-100'
