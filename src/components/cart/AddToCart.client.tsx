'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/auth/Toasts.client'
import { normalizePn } from '@/domain'
import type { PartFacts } from '@/lib/cart/lines'

import { useCart } from './CartProvider.client'

/** A part row's button: adds one package (its step) and says how many are in the cart. */
export function AddToCart({ facts, compact = false }: { facts: PartFacts; compact?: boolean }) {
  const t = useTranslations('cart')
  const toast = useToast()
  const { cart, add } = useCart()
  const [busy, setBusy] = useState(false)
  const line = cart.cartItems.find((i) => normalizePn(i.pn) === normalizePn(facts.pn))
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        disabled={busy}
        data-testid="add-to-cart"
        aria-label={t('addPart', { pn: facts.pn })}
        onClick={async () => {
          setBusy(true)
          const ok = await add(facts)
          setBusy(false)
          if (ok) toast('success', t('added', { pn: facts.pn }))
        }}
        className="inline-flex items-center gap-1 rounded bg-primary-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-primary-800 disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950 dark:hover:bg-primary-300"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
          <circle cx="10" cy="20" r="1.3" />
          <circle cx="17" cy="20" r="1.3" />
        </svg>
        {!compact && <span>{t('add')}</span>}
      </button>
      {line && (
        <span className="text-xs font-semibold whitespace-nowrap text-success-800 dark:text-success-300" data-testid="in-cart">
          {t('inCart', { qty: line.prod_quantity })}
        </span>
      )}
    </span>
  )
}
