'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/layout/Toasts.client'
import { RequestQuote } from '@/components/quotes/RequestQuote.client'
import { useRouter } from '@/i18n/navigation'
import type { SavedCart } from '@/lib/cart/features'

import { useCart } from './CartProvider.client'
import { ReplacesNote } from './ReplacesNote'

const button =
  'rounded border border-neutral-400 px-3 py-1 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800'

/** The account's saved carts: load into the cart (replace or add), rename, delete. */
export function SavedCarts() {
  const t = useTranslations('savedCarts')
  const { savedCarts, cartLoader } = useCart()
  if (cartLoader && savedCarts.length === 0) return <p role="status">{t('loading')}</p>
  if (savedCarts.length === 0) return <p data-testid="saved-carts-empty">{t('empty')}</p>
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="saved-carts">
      {[...savedCarts].reverse().map((s) => (
        <SavedCartRow key={s.id} saved={s} />
      ))}
    </ul>
  )
}

function SavedCartRow({ saved }: { saved: SavedCart }) {
  const t = useTranslations('savedCarts')
  const locale = useLocale()
  const toast = useToast()
  const router = useRouter()
  const { loadSaved, renameSavedCart, deleteSavedCart, setLeavingSavedCartPage } = useCart()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(saved.name)
  const [confirming, setConfirming] = useState(false)
  const when = saved.createdAt
    ? new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(saved.createdAt),
      )
    : ''
  const units = saved.cartItems.length

  const load = async (mode: 'replace' | 'add') => {
    setLeavingSavedCartPage(true)
    const ok = await loadSaved(saved.id, mode)
    if (!ok) {
      setLeavingSavedCartPage(false)
      return
    }
    toast('success', mode === 'replace' ? t('loaded', { name: saved.name }) : t('added', { name: saved.name }))
    router.push('/cart')
  }

  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" data-testid="saved-cart" data-name={saved.name}>
      <div className="min-w-0">
        {renaming ? (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={async (e) => {
              e.preventDefault()
              if (!name.trim()) return
              if (await renameSavedCart(saved.id, name)) {
                setRenaming(false)
                toast('success', t('renamed', { name: name.trim() }))
              }
            }}
          >
            <label className="sr-only" htmlFor={`rename-${saved.id}`}>
              {t('name')}
            </label>
            <input
              id={`rename-${saved.id}`}
              value={name}
              required
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              className="h-8 rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900"
              data-testid="saved-cart-name-input"
            />
            <button type="submit" className={button} data-testid="saved-cart-rename-save">
              {t('save')}
            </button>
            <button type="button" className={button} onClick={() => (setRenaming(false), setName(saved.name))}>
              {t('cancel')}
            </button>
          </form>
        ) : (
          <p className="font-semibold" data-testid="saved-cart-name">
            {saved.name}
          </p>
        )}
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('summary', { lines: units, when })}</p>
        <p className="truncate font-mono text-xs text-neutral-600 dark:text-neutral-400">
          {saved.cartItems.map((i) => `${i.pn} × ${i.prod_quantity}`).join(' · ')}
        </p>
        {saved.cartItems.map((i) => i.replaces && <ReplacesNote key={i.pn} replaces={i.replaces} className="mt-1" />)}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => void load('replace')} data-testid="saved-cart-load">
          {t('load')}
        </button>
        <button type="button" className={button} onClick={() => void load('add')} data-testid="saved-cart-add">
          {t('addToCart')}
        </button>
        <RequestQuote
          lines={saved.cartItems.map((i) => ({
            pn: i.pn,
            qty: i.prod_quantity,
            pkgqty: i.pkgqty,
            family: i.pkgQtyType === 'non-standard' ? 'wire-duct' : null,
          }))}
          source="saved-cart"
          className={button}
          testId="saved-cart-quote"
        />
        {!renaming && (
          <button type="button" className={button} onClick={() => setRenaming(true)} data-testid="saved-cart-rename">
            {t('rename')}
          </button>
        )}
        {confirming ? (
          <>
            <button
              type="button"
              className="rounded bg-error-700 px-3 py-1 text-sm font-semibold text-white dark:bg-error-400 dark:text-neutral-950"
              data-testid="saved-cart-delete-confirm"
              onClick={async () => {
                setConfirming(false)
                if (await deleteSavedCart(saved.id)) toast('info', t('deleted', { name: saved.name }))
              }}
            >
              {t('confirmDelete')}
            </button>
            <button type="button" className={button} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={`${button} text-error-700 dark:text-error-300`}
            onClick={() => setConfirming(true)}
            data-testid="saved-cart-delete"
          >
            {t('delete')}
          </button>
        )}
      </div>
    </li>
  )
}
