'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { useCart } from '@/components/cart/CartProvider.client'
import { Link } from '@/i18n/navigation'
import { accountHref } from '@/lib/accounts/account'
import { copyOrder } from '@/lib/accounts/browser/privateClient'
import type { ReorderAnswer } from '@/lib/orders/contract'

type State =
  | { status: 'idle' }
  | { status: 'working'; kind: 'reorder' | 'save' }
  | { status: 'done'; kind: 'reorder' | 'save'; answer: ReorderAnswer }
  | { status: 'failed'; message: string }

/**
 * Reorder (the order's lines into the live cart at today's prices) and save as cart (a new
 * saved cart named after the order). The server decides what can still be ordered; the
 * answer names each line left out and why, in a live region read out once it arrives.
 */
export function OrderActions({ number }: { number: string }) {
  const t = useTranslations('orders')
  const locale = useLocale()
  const { authFetch } = useAuth()
  const { reload } = useCart()
  const [state, setState] = useState<State>({ status: 'idle' })

  const run = async (kind: 'reorder' | 'save') => {
    setState({ status: 'working', kind })
    const result = await copyOrder(authFetch, number, kind === 'reorder' ? 'reorder' : 'save-cart', locale)
    if (!result.ok) {
      setState({ status: 'failed', message: result.error.message ?? t('failed') })
      return
    }
    if (result.data.added.length > 0) await reload(kind === 'reorder' ? 'liveCart' : 'savedCarts')
    setState({ status: 'done', kind, answer: result.data })
  }

  const busy = state.status === 'working'
  const button =
    'rounded px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:opacity-60'
  return (
    <div className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900" data-testid="order-actions">
      <h2 className="mb-2 text-lg font-semibold">{t('actions')}</h2>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void run('reorder')}
          disabled={busy}
          className={`${button} bg-primary-700 text-white hover:bg-primary-800`}
          data-testid="order-reorder"
        >
          {t('reorder')}
        </button>
        <button
          type="button"
          onClick={() => void run('save')}
          disabled={busy}
          className={`${button} border border-primary-700 text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-neutral-800`}
          data-testid="order-save-cart"
        >
          {t('saveAsCart')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden" data-testid="order-action-result">
        {state.status === 'working' && <p>{state.kind === 'reorder' ? t('reordering') : t('saving')}</p>}
        {state.status === 'failed' && <p className="font-semibold text-red-800 dark:text-red-300">{state.message}</p>}
        {state.status === 'done' && (
          <>
            {state.answer.added.length === 0 ? (
              <p className="font-semibold" data-testid="order-action-none">
                {t('nothingAdded')}
              </p>
            ) : (
              <p data-testid="order-action-added">
                {state.kind === 'reorder'
                  ? t('reordered', { count: state.answer.added.length })
                  : t('saved', { name: state.answer.savedCart?.name ?? '', count: state.answer.added.length })}{' '}
                {state.kind === 'reorder' ? (
                  <Link href="/cart" className="font-semibold text-primary-800 underline dark:text-primary-300">
                    {t('viewCart')}
                  </Link>
                ) : (
                  <Link href={accountHref('saved-carts')} className="font-semibold text-primary-800 underline dark:text-primary-300">
                    {t('viewSavedCarts')}
                  </Link>
                )}
              </p>
            )}
            {state.answer.skipped.length > 0 && (
              <div className="mt-2">
                <p className="font-semibold">{t('skippedTitle')}</p>
                <ul className="list-disc pl-5" data-testid="order-action-skipped">
                  {state.answer.skipped.map((s) => (
                    <li key={`${s.pn}-${s.reason}`} data-pn={s.pn} data-reason={s.reason}>
                      {s.message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  )
}
