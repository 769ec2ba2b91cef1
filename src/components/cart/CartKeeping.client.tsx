'use client'

import { useTranslations } from 'next-intl'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { useToast } from '@/components/layout/Toasts.client'

import { useCart } from './CartProvider.client'

/**
 * Below the totals: a signed-in buyer saves the cart under a name (a visitor is offered the
 * sign-in), and anyone empties it after a confirmation. The page keeps the typed name and
 * whether the confirmation is open, so they last while the lines change.
 */
export function CartKeeping({
  cartName,
  setCartName,
  confirmEmpty,
  setConfirmEmpty,
}: {
  cartName: string
  setCartName: (name: string) => void
  confirmEmpty: boolean
  setConfirmEmpty: (open: boolean) => void
}) {
  const t = useTranslations('cart')
  const toast = useToast()
  const { status, openSignIn } = useAuth()
  const cart = useCart()
  return (
    <section className="space-y-3 rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
      {status === 'signed-in' ? (
        <form
          className="grid gap-2"
          data-testid="save-cart-form"
          onSubmit={async (e) => {
            e.preventDefault()
            if (!cartName.trim()) return
            if (await cart.saveCart(cartName)) {
              toast('success', t('savedAs', { name: cartName.trim() }))
              setCartName('')
            }
          }}
        >
          <label className="grid gap-1 text-sm font-semibold">
            {t('saveAs')}
            <input
              value={cartName}
              required
              maxLength={100}
              onChange={(e) => setCartName(e.target.value)}
              placeholder={t('cartNamePlaceholder')}
              className="h-9 rounded border border-neutral-400 bg-white px-2 font-normal dark:border-neutral-600 dark:bg-neutral-900"
              data-testid="save-cart-name"
            />
          </label>
          <button
            type="submit"
            className="rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
            data-testid="save-cart"
          >
            {t('saveCart')}
          </button>
        </form>
      ) : (
        <p className="text-sm">
          <button type="button" onClick={openSignIn} className="font-semibold text-primary-800 underline dark:text-primary-300">
            {t('signIn')}
          </button>{' '}
          {t('signInBenefits')}
        </p>
      )}
      {confirmEmpty ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={t('emptyConfirm')}>
          <span>{t('emptyConfirm')}</span>
          <button
            type="button"
            data-testid="empty-cart-confirm"
            onClick={async () => {
              setConfirmEmpty(false)
              if (await cart.clear()) toast('info', t('emptied'))
            }}
            className="rounded bg-error-700 px-3 py-1 font-semibold text-white dark:bg-error-400 dark:text-neutral-950"
          >
            {t('emptyYes')}
          </button>
          <button
            type="button"
            onClick={() => setConfirmEmpty(false)}
            className="rounded border border-neutral-400 px-3 py-1 dark:border-neutral-600"
          >
            {t('emptyNo')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          data-testid="empty-cart"
          onClick={() => setConfirmEmpty(true)}
          className="text-sm font-semibold text-error-700 hover:underline dark:text-error-300"
        >
          {t('emptyCart')}
        </button>
      )}
    </section>
  )
}
