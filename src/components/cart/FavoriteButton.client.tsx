'use client'

import { useTranslations } from 'next-intl'

import type { Favorite } from '@/lib/hub/features'

import { useCart } from './CartProvider.client'

/** The heart: a signed-in buyer's favorite part or series; pressing it again removes it. */
export function FavoriteButton({ item, label }: { item: Pick<Favorite, 'pn' | 'product'>; label: string }) {
  const t = useTranslations('cart')
  const { isFavorite, toggleFavorite } = useCart()
  const on = isFavorite(item)
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="favorite-toggle"
      aria-label={on ? t('unfavorite', { name: label }) : t('favorite', { name: label })}
      title={on ? t('unfavorite', { name: label }) : t('favorite', { name: label })}
      onClick={() => void toggleFavorite(item)}
      className="inline-flex h-8 w-8 items-center justify-center rounded text-error-700 hover:bg-error-50 dark:text-error-300 dark:hover:bg-error-950"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  )
}
