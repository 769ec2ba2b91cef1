'use client'

import { useTranslations } from 'next-intl'

import type { Favorite } from '@/lib/cart/features'

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
      className="btn-fav"
    ></button>
  )
}
