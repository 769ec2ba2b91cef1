'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useEffectEvent, useState } from 'react'

import { fetchCartLines } from '@/lib/platform/http/browser/client'
import type { CartLinesAnswer } from '@/lib/cart/contract'
import type { PartDetail } from '@/lib/cart/contract'

import { AddToCart } from './AddToCart.client'
import { useCart } from './CartProvider.client'
import { FavoriteButton } from './FavoriteButton.client'
import { PartName } from './PartName'
import { ReplacesNote } from './ReplacesNote'
import { OrderRows, RowQuantity } from './RowOrder.client'

type ProductInfo = CartLinesAnswer['products'][number]

/** The account's favorites: parts (with add to cart) and series pages, newest first. */
export function FavoritesList() {
  const t = useTranslations('favorites')
  const locale = useLocale()
  const { favorites, cartLoader } = useCart()
  const [parts, setParts] = useState<Map<string, PartDetail>>(new Map())
  const [products, setProducts] = useState<Map<string, ProductInfo>>(new Map())
  const pns = favorites.flatMap((f) => (f.pn ? [f.pn] : []))
  const ids = favorites.flatMap((f) => (f.product !== undefined ? [String(f.product)] : []))
  const key = [...pns, '|', ...ids].join(',')

  const read = useEffectEvent(() => {
    if (!pns.length && !ids.length) return
    void fetchCartLines({ pns, products: ids }, { locale }).then((result) => {
      if (!result.ok) return
      setParts(new Map(result.data.lines.map((l) => [l.pn, l])))
      setProducts(new Map(result.data.products.map((p) => [p.id, p])))
    })
  })
  // The favorites' keys and the language decide what to read.
  useEffect(() => read(), [key, locale])

  if (cartLoader && favorites.length === 0) return <p role="status">{t('loading')}</p>
  if (favorites.length === 0) return <p data-testid="favorites-empty">{t('empty')}</p>
  const newestFirst = [...favorites].reverse()
  return (
    <OrderRows>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="favorites">
        {newestFirst.map((f) => {
          if (f.pn) {
            const d = parts.get(f.pn)
            return (
              <li key={`pn:${f.pn}`} data-pn={f.pn} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <PartName pn={f.pn} href={d?.href} title={d?.title} />
                  <ReplacesNote replaces={f.replaces} className="mt-1" />
                </div>
                <span className="flex items-center gap-2">
                  {d && <RowQuantity facts={{ pn: f.pn, pkgqty: d.pkgqty, family: d.family, series: d.series, parent: d.parent }} />}
                  {d && <AddToCart facts={{ pn: f.pn, pkgqty: d.pkgqty, family: d.family, series: d.series, parent: d.parent }} />}
                  <FavoriteButton item={{ pn: f.pn }} label={f.pn} />
                </span>
              </li>
            )
          }
          const p = products.get(String(f.product))
          return (
            <li
              key={`product:${String(f.product)}`}
              className="flex items-center justify-between gap-3 py-3"
              data-product={String(f.product)}
            >
              <div>
                {p?.series && <p className="font-mono text-sm text-neutral-600 dark:text-neutral-400">{p.series}</p>}
                {p?.href ? (
                  <a href={p.href} className="font-semibold text-primary-800 hover:underline dark:text-primary-300">
                    {p.title}
                  </a>
                ) : (
                  <span>{p?.title ?? '…'}</span>
                )}
              </div>
              <FavoriteButton item={{ product: f.product }} label={p?.title ?? String(f.product)} />
            </li>
          )
        })}
      </ul>
    </OrderRows>
  )
}
