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

/** The header's account control: "Sign in", or the buyer's name with a menu (account, sign out). */
export function UserMenu() {
  const t = useTranslations('auth')
  const tf = useTranslations('favorites')
  const ts = useTranslations('savedCarts')
  const tc = useTranslations('cart')
  const { status, user, openSignIn, signOut } = useAuth()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false)
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onDown)
      document.removeEventListener('keydown', onKey)
    }
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
        onClick={() => setOpen((o) => !o)}
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
          role="menu"
          className="absolute right-0 top-full z-50 mt-1 min-w-48 rounded border border-neutral-300 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          <li role="none" className="truncate px-4 py-1 text-xs text-neutral-500">
            {t('signedInAs', { email: user.email })}
          </li>
          <li role="none">
            <Link
              role="menuitem"
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
