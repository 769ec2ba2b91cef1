'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/layout/Toasts.client'
import { normalizePn } from '@/domain'
import type { PartFacts } from '@/lib/cart/lines'
import { rowQuantity } from '@/lib/cart/browser/rowQuantities'
import { MAX_QUANTITY } from '@/lib/cart/keys'

import { useCart } from './CartProvider.client'
import { useOrderRows } from './RowOrder.client'

/**
 * A part row's button: adds the quantity typed in the row's box (rounded as the rules say,
 * then the box empties), or one package (its step) when the box is empty or the row has
 * none; says how many are in the cart.
 */
export function AddToCart({ facts, compact = false }: { facts: PartFacts; compact?: boolean }) {
  const t = useTranslations('cart')
  const toast = useToast()
  const { cart, add } = useCart()
  const rows = useOrderRows()
  const [busy, setBusy] = useState(false)
  const line = cart.cartItems.find((i) => normalizePn(i.pn) === normalizePn(facts.pn))
  return (
    <span className="atc">
      <button
        type="button"
        disabled={busy}
        data-testid="add-to-cart"
        aria-label={t('addPart', { pn: facts.pn })}
        onClick={async () => {
          const typed = rows ? rowQuantity(rows.textOf(facts.pn), facts, MAX_QUANTITY) : null
          if (typed?.status === 'refused') {
            toast('error', t('quantityRange'))
            return
          }
          const qty = typed?.status === 'ok' ? typed.qty : undefined
          setBusy(true)
          const ok = await add(facts, qty)
          setBusy(false)
          if (!ok) return
          if (qty !== undefined) rows?.setText(facts.pn, '')
          toast('success', t('added', { pn: facts.pn }))
        }}
        className="btn-add"
      >
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
