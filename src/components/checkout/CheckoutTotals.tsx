'use client'

import { useLocale, useTranslations } from 'next-intl'

import { FEES, type FeeKey, type QuoteJson as Quote } from '@/lib/commerce/quoteJson'
import { formatUsd } from '@/lib/commerce/money'

/** The fields of an order or quote the totals block shows. */
export type Totals = Pick<Quote, FeeKey | 'subtotal' | 'shipping' | 'shippingTbd' | 'shippingLabel' | 'tax' | 'total'> & {
  taxRate?: number
  carrier?: string | null
  collect?: boolean
}

/**
 * The totals of a quote or an order, each fee with a line saying what it is; shipping "to be
 * confirmed" when TBD, or "choose a carrier" while none is chosen.
 */
export function CheckoutTotals({ totals, testId = 'checkout-totals' }: { totals: Totals; testId?: string }) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const money = (v: number) => formatUsd(v, locale)
  const shippingValue = totals.shippingTbd ? t('tbd') : totals.shipping === null ? t('shippingUnknown') : money(totals.shipping)
  const shippingNote = totals.shippingTbd
    ? t('tbdNote')
    : totals.collect
      ? t('collectTotalNote')
      : totals.shipping === null
        ? t('chooseCarrierNote')
        : null
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums" data-testid={testId}>
      <dt>{t('subtotal')}</dt>
      <dd className="text-right" data-testid="total-subtotal">
        {money(totals.subtotal)}
      </dd>
      {FEES.filter((f) => totals[f] > 0).map((f) => (
        <div key={f} className="col-span-2 grid grid-cols-subgrid">
          <dt>
            {t(`fee.${f}`)}
            <span className="block text-xs text-neutral-700 dark:text-neutral-300">{t(`feeNote.${f}`)}</span>
          </dt>
          <dd className="text-right" data-testid={`total-${f}`}>
            {money(totals[f])}
          </dd>
        </div>
      ))}
      <dt>
        {totals.shippingLabel ?? t('shipping')}
        {shippingNote && <span className="block text-xs text-neutral-700 dark:text-neutral-300">{shippingNote}</span>}
      </dt>
      <dd className="text-right" data-testid="total-shipping">
        {shippingValue}
      </dd>
      <dt>
        {t('tax')}
        {totals.taxRate !== undefined && totals.taxRate > 0 && (
          <span className="block text-xs text-neutral-700 dark:text-neutral-300">
            {t('taxNote', { rate: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(totals.taxRate) })}
          </span>
        )}
      </dt>
      <dd className="text-right" data-testid="total-tax">
        {money(totals.tax)}
      </dd>
      <dt className="mt-2 border-t border-neutral-300 pt-2 text-base font-bold dark:border-neutral-700">{t('total')}</dt>
      <dd
        className="mt-2 border-t border-neutral-300 pt-2 text-right text-base font-bold dark:border-neutral-700"
        data-testid="total-total"
      >
        {money(totals.total)}
      </dd>
    </dl>
  )
}

/** What changed between the total the buyer saw and the server's new quote (409 price-changed). */
export function PriceChanges({ before, after }: { before: Quote; after: Quote }) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const money = (v: number) => formatUsd(v, locale)
  const old = new Map(before.lines.map((l) => [l.pn, l]))
  const lines = after.lines.filter((l) => old.get(l.pn)?.unitPrice !== l.unitPrice)
  const fields = (['subtotal', ...FEES, 'shipping', 'tax'] as const).filter((f) => before[f] !== after[f])
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="price-changes">
      {lines.map((l) => (
        <li key={l.pn}>
          {t('lineChanged', { pn: l.pn, before: old.get(l.pn) ? money(old.get(l.pn)!.unitPrice) : '—', after: money(l.unitPrice) })}
        </li>
      ))}
      {fields.map((f) => (
        <li key={f}>
          {t('amountChanged', {
            what: f === 'subtotal' ? t('subtotal') : f === 'shipping' ? t('shipping') : f === 'tax' ? t('tax') : t(`fee.${f}`),
            before: before[f] === null ? '—' : money(before[f]),
            after: after[f] === null ? '—' : money(after[f]),
          })}
        </li>
      ))}
      <li className="font-semibold">{t('totalChanged', { before: money(before.total), after: money(after.total) })}</li>
    </ul>
  )
}
