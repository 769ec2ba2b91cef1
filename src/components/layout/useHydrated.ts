'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true from the first render after.
 * For controls that only work with script: they are drawn once script runs, so a page
 * served to many (and cached) does not carry their markup (README, "Lean pages").
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
