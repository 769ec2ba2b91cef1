'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef } from 'react'

import { MagnifierIcon } from './MagnifierIcon'
import { setShowSearchModal, useShowSearchModal } from './searchStore'

// Loaded when first opened (or when the pointer or focus comes near the button), not with
// every page: most visits never search.
const loadSearchModal = () => import('./SearchModal.client')
const SearchModal = dynamic(() => loadSearchModal().then((m) => m.SearchModal), { ssr: false })

/** Typing in a field: "/" is a character there, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * The header's search box (a button that looks like a field: a magnifier, and the word
 * "Search" from 640 px; a phone's bar has no room left for the word) and the
 * shortcuts that open the search modal: "/" outside a field, Ctrl-K or Cmd-K anywhere.
 * Focus goes back where it was when the modal closes.
 */
export function SearchButton() {
  const t = useTranslations('search')
  const open = useShowSearchModal()
  const returnFocus = useRef<HTMLElement | null>(null)

  const show = useCallback(() => {
    const modal = document.getElementById('search-modal-slot')
    const from = document.activeElement
    if (from instanceof HTMLElement && !modal?.contains(from)) returnFocus.current = from
    setShowSearchModal(true)
  }, [])

  const close = useCallback(() => {
    setShowSearchModal(false)
    const target = returnFocus.current
    returnFocus.current = null
    // After the dialog is gone; a link that navigated away leaves the button to focus.
    requestAnimationFrame(() => target?.isConnected && target.focus())
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return
      const commandK = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k'
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)
      if (!commandK && !slash) return
      e.preventDefault()
      show()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [show])

  // Another page (the back button, a link outside the modal) closes the modal.
  const pathname = usePathname()
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current !== pathname) setShowSearchModal(false)
    shownOn.current = pathname
  }, [pathname])
  useEffect(() => () => setShowSearchModal(false), [])

  return (
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={() => void loadSearchModal()}
        onFocus={() => void loadSearchModal()}
        aria-label={t('buttonLabel')}
        title={t('buttonLabel')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        data-testid="search-button"
        className="sb"
      >
        <MagnifierIcon className="h-4 w-4 shrink-0" />
        <span className="truncate max-sm:sr-only">{t('button')}</span>
      </button>
      {open && <SearchModal onClose={close} />}
    </>
  )
}
