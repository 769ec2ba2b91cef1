'use client'

import { useMemo } from 'react'

import { hasFavorite, toggleFavorite } from '@/lib/cart/lines'
import type { Favorite } from '@/lib/cart/features'

import type { Change } from './useServerCartSync'

type FavoriteRef = Pick<Favorite, 'pn' | 'product'>

/** The buyer's favorites (parts and series pages); a visitor is asked to sign in. */
export function useFavorites(favorites: Favorite[], signedIn: boolean, change: Change, requireSignIn: () => Promise<boolean>) {
  return useMemo(
    () => ({
      favorites,
      isFavorite: (item: FavoriteRef) => hasFavorite(favorites, item),
      toggleFavorite: (item: FavoriteRef) => (signedIn ? change('favorites', (list) => toggleFavorite(list, item)) : requireSignIn()),
    }),
    [favorites, signedIn, change, requireSignIn],
  )
}
