'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { Link } from '@/i18n/navigation'
import { accountHref } from '@/lib/accounts/account'

import { useAuth } from './hooks/useAuth'

/** A head and shoulders: the account control's icon on phones, where its words are hidden. */
function PersonIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
    </svg>
  )
}

/** The menu's items, in order. */
const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

/**
 * The keys of a menu button (WAI-ARIA's menu pattern): ArrowDown, Enter or Space on the button
 * open the menu on its first item, ArrowUp on its last; in the menu the arrows move (and wrap),
 * Home and End jump, Escape closes it and gives focus back to the button, Tab closes it.
 */
function useMenuKeys(open: boolean, setOpen: (open: boolean) => void) {
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const [start, setStart] = useState<'first' | 'last' | null>(null)
  useEffect(() => {
    if (!open || !start) return
    const items = itemsOf(menu.current)
    items[start === 'first' ? 0 : items.length - 1]?.focus()
    setStart(null)
  }, [open, start])
  const onButtonKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    setOpen(true)
    setStart(e.key === 'ArrowUp' ? 'last' : 'first')
  }
  const onButtonClick = (e: React.MouseEvent) => {
    // A click with no pointer (detail 0) is Enter or Space: focus goes into the menu with it.
    if (!open && e.detail === 0) setStart('first')
    setOpen(!open)
  }
  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = itemsOf(menu.current)
    const at = items.indexOf(document.activeElement as HTMLElement)
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }
    if (e.key in move) {
      e.preventDefault()
      items[(move[e.key] + items.length) % items.length]?.focus()
    } else if (e.key === 'Escape') {
      e.preventDefault()
      setOpen(false)
      button.current?.focus()
    } else if (e.key === 'Tab') setOpen(false)
  }
  return { button, menu, onButtonKey, onButtonClick, onMenuKey }
}

/** The header's account control: "Sign in", or the buyer's name with a menu (account, sign out). */
export function UserMenu() {
  const t = useTranslations('auth')
  const tf = useTranslations('favorites')
  const ts = useTranslations('savedCarts')
  const tc = useTranslations('cart')
  const { status, user, openSignIn, signOut } = useAuth()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const { button, menu, onButtonKey, onButtonClick, onMenuKey } = useMenuKeys(open, setOpen)

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false)
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  if (status !== 'signed-in' || !user) {
    return (
      <button
        type="button"
        onClick={openSignIn}
        disabled={status === 'loading'}
        data-testid="signin-button"
        aria-label={t('signIn')}
        className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded bg-green-700 px-2 py-1.5 text-sm sm:min-h-0 font-semibold whitespace-nowrap text-white hover:bg-green-800 disabled:opacity-60 sm:px-3"
      >
        <PersonIcon className="h-4 w-4 sm:hidden" />
        <span className="hidden sm:inline">{t('signIn')}</span>
      </button>
    )
  }
  const name = [user.nameFirst, user.nameLast].filter(Boolean).join(' ') || user.email
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('userMenu')}: ${name}`}
        ref={button}
        onClick={onButtonClick}
        onKeyDown={onButtonKey}
        data-testid="user-menu"
        className="flex min-h-11 min-w-11 max-w-40 items-center justify-center gap-1 rounded border sm:min-h-0 border-neutral-300 px-2 py-1 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800"
      >
        <PersonIcon className="h-4 w-4 shrink-0 sm:hidden" />
        <span className="hidden truncate sm:inline" data-testid="user-name">
          {name}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          ref={menu}
          onKeyDown={onMenuKey}
          role="menu"
          className="absolute right-0 top-full z-50 mt-1 min-w-48 rounded border border-neutral-300 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          <li role="none" className="truncate px-4 py-1 text-xs text-neutral-500">
            {t('signedInAs', { email: user.email })}
          </li>
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              href={accountHref('profile')}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              {t('account')}
            </Link>
          </li>
          {(['favorites', 'saved-carts'] as const).map((slug) => (
            <li role="none" key={slug}>
              <Link
                role="menuitem"
                tabIndex={-1}
                href={accountHref(slug)}
                onClick={() => setOpen(false)}
                className="block px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
              >
                {slug === 'favorites' ? tf('title') : ts('title')}
              </Link>
            </li>
          ))}
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              href="/quick-order"
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              {tc('quickOrder')}
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => void signOut().then(() => setOpen(false))}
              data-testid="signout"
              className="block w-full px-4 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              {t('signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
