'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useToast } from '@/components/layout/Toasts.client'
import { formatUsd } from '@/lib/commerce/money'
import { Link } from '@/i18n/navigation'
import { ruledQuantity } from '@/lib/cart/lines'

import { useCart } from './CartProvider.client'
import type { LinePrices } from './hooks/useLinePrices'
import type { BomRow } from './hooks/useQuickOrderLines'

/** The quantity a resolved row goes into the cart with: rounded up to its package step. */
export const bomQuantity = (r: BomRow) =>
  ruledQuantity(r.qty ?? r.part!.pkgqty, { pn: r.pn!, pkgqty: r.part!.pkgqty, family: r.part!.family })

/**
 * The quick order pad's matched lines: what was typed, the part, the quantity (rounded up to
 * its step), the server's prices, and one button adding them all to the cart.
 */
export function BomResolved({
  resolved,
  prices,
  added,
  setAdded,
}: {
  resolved: BomRow[]
  prices: LinePrices
  added: number | null
  setAdded: (count: number) => void
}) {
  const t = useTranslations('quickOrder')
  const locale = useLocale()
  const toast = useToast()
  const { addMany } = useCart()
  const priceCell = (i: number, what: 'unitPrice' | 'lineTotal') => {
    if (prices === 'failed') return '—'
    const line = prices?.[i]
    if (!line) return '…'
    return line.priceOnRequest ? t('callForPrice') : formatUsd(line[what], locale)
  }
  return (
    <div className="rounded border border-neutral-300 bg-white dark:border-neutral-800 dark:bg-neutral-900">
      <h2 className="border-b border-neutral-200 px-4 py-2 font-semibold dark:border-neutral-800">
        {t('found', { count: resolved.length })}
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm" data-testid="bom-resolved">
          <thead className="text-left text-neutral-700 dark:text-neutral-300">
            <tr>
              <th className="px-4 py-2">{t('line')}</th>
              <th className="px-4 py-2">{t('typed')}</th>
              <th className="px-4 py-2">{t('part')}</th>
              <th className="px-4 py-2 text-right">{t('qty')}</th>
              <th className="px-4 py-2 text-right">{t('unitPrice')}</th>
              <th className="px-4 py-2 text-right">{t('lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {resolved.map((r, i) => {
              const q = bomQuantity(r)
              return (
                <tr key={r.line} data-pn={r.pn} className="border-t border-neutral-200 dark:border-neutral-800">
                  <td className="px-4 py-1.5 tabular-nums">{r.line}</td>
                  <td className="px-4 py-1.5 font-mono whitespace-nowrap">{r.input}</td>
                  <td className="px-4 py-1.5">
                    <span className="font-mono font-semibold whitespace-nowrap">{r.pn}</span>
                    {r.part?.title && <span className="block text-xs text-neutral-600 dark:text-neutral-400">{r.part.title}</span>}
                  </td>
                  <td className="px-4 py-1.5 text-right tabular-nums" data-testid="bom-qty">
                    {q.qty}
                    {r.qty !== null && q.qty !== r.qty && (
                      <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                        {t('roundedUp', { step: r.part!.pkgqty })}
                      </span>
                    )}
                    {q.pkgQtyType === 'non-standard' && (
                      <span className="block text-xs text-warning-800 dark:text-warning-300" data-testid="bom-cut-fee">
                        {Array.isArray(prices) && prices[i]
                          ? t('nonStandardFee', { fee: formatUsd(prices[i].cutFee, locale) })
                          : t('nonStandard')}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-1.5 text-right tabular-nums whitespace-nowrap" data-testid="bom-unit-price">
                    {priceCell(i, 'unitPrice')}
                  </td>
                  <td className="px-4 py-1.5 text-right font-semibold tabular-nums whitespace-nowrap" data-testid="bom-line-total">
                    {priceCell(i, 'lineTotal')}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <button
          type="button"
          data-testid="bom-add"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
          onClick={async () => {
            const ok = await addMany(
              resolved.map((r) => ({
                facts: {
                  pn: r.pn!,
                  pkgqty: r.part!.pkgqty,
                  family: r.part!.family,
                  series: r.part!.series,
                  parent: r.part!.parent,
                },
                qty: bomQuantity(r).qty,
              })),
            )
            if (ok) {
              setAdded(resolved.length)
              toast('success', t('added', { count: resolved.length }))
            }
          }}
        >
          {t('addAll', { count: resolved.length })}
        </button>
        {added !== null && (
          <Link href="/cart" className="font-semibold text-primary-800 underline dark:text-primary-300" data-testid="bom-go-cart">
            {t('goToCart')}
          </Link>
        )}
      </div>
    </div>
  )
}
