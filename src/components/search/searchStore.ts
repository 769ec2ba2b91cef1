'use client'

import { useSyncExternalStore } from 'react'

/*
 * Whether the search modal is open (README, "Modals"; default false): a tiny store any client
 * component can read or set (the header button, the keyboard shortcuts, the modal itself).
 */
let showSearchModal = false
const listeners = new Set<() => void>()

export function setShowSearchModal(value: boolean) {
  if (value === showSearchModal) return
  showSearchModal = value
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useShowSearchModal(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showSearchModal,
    () => false,
  )
}
