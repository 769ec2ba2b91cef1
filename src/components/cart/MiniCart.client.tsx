'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import { useCart } from './CartProvider.client'

/** The header's cart link with the number of lines in the cart. */
export function MiniCart() {
  const t = useTranslations('cart')
  const { count, cartLoader } = useCart()
  return (
    <Link
      href="/cart"
      data-testid="mini-cart"
      aria-label={t('miniCart', { count })}
      aria-busy={cartLoader}
      className="relative inline-flex h-11 w-11 sm:h-9 sm:w-9 items-center justify-center rounded text-neutral-800 hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count > 0 && (
        <span
          data-testid="mini-cart-count"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-primary-700 px-1 text-center text-xs font-bold leading-5 text-white dark:bg-primary-400 dark:text-neutral-950"
        >
          {count}
        </span>
      )}
    </Link>
  )
}
