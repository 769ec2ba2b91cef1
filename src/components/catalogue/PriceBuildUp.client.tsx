'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { QuoteLineJson } from '@/lib/commerce/quoteJson'
import { formatUsd } from '@/lib/commerce/money'

/** What the build-up reads from a quoted line (the server's amounts; nothing is computed here). */
export type PriceLine = Pick<
  QuoteLineJson,
  | 'pn'
  | 'listPrice'
  | 'unitPrice'
  | 'unitTariff'
  | 'itemTariff'
  | 'tariffRate'
  | 'priceSource'
  | 'schedule'
  | 'discountPercent'
  | 'priceOnRequest'
>

const percent = (fraction: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(fraction * 100)

/**
 * A signed-in buyer's price, explained where it is shown: list price, their discount (the
 * schedule and per cent of their list, or their list's own price for the part), net price,
 * and the item tariff with its rate (per unit, and for the line when `line` is set). A
 * disclosure, so the row stays compact.
 */
export function PriceBuildUp({ line, priceList, showLine = false }: { line: PriceLine; priceList: string; showLine?: boolean }) {
  const t = useTranslations('priceDetails')
  const locale = useLocale()
  const money = (n: number) => formatUsd(n, locale)
  const discount =
    line.priceSource === 'quote'
      ? t('quoted')
      : line.priceSource === 'list-price'
        ? t('noDiscount')
        : line.discountPercent !== null && line.priceSource === 'item'
          ? t('discountPercentItem', { list: priceList, percent: percent(line.discountPercent / 100, locale) })
          : line.discountPercent !== null
            ? t('discountSchedule', { schedule: line.schedule ?? '—', percent: percent(line.discountPercent / 100, locale) })
            : line.priceSource === 'item'
              ? t('discountItem', { list: priceList })
              : t('contractPrice', { list: priceList, schedule: line.schedule ?? '—' })
  return (
    <details className="mt-1 text-left text-xs font-normal" data-testid="price-details">
      <summary className="cursor-pointer text-primary-800 underline dark:text-primary-300" aria-label={t('detailsOf', { pn: line.pn })}>
        {t('details')}
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-0.5 tabular-nums">
        <dt>{t('list')}</dt>
        <dd data-testid="build-list">{money(line.listPrice)}</dd>
        <dt>{discount}</dt>
        <dd data-testid="build-discount">{line.discountPercent ? `−${percent(line.discountPercent / 100, locale)} %` : '—'}</dd>
        <dt className="font-semibold">{t('net')}</dt>
        <dd className="font-semibold" data-testid="build-net">
          {money(line.unitPrice)}
        </dd>
        <dt>{line.tariffRate === null ? t('noTariff') : t('tariff', { rate: percent(line.tariffRate, locale) })}</dt>
        <dd data-testid="build-tariff">
          {line.tariffRate === null
            ? '—'
            : showLine
              ? `+${t('lineTariff', { amount: money(line.itemTariff) })}`
              : `+${t('each', { amount: money(line.unitTariff) })}`}
        </dd>
      </dl>
    </details>
  )
}
