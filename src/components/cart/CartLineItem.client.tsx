'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useToast } from '@/components/layout/Toasts.client'
import type { Locale } from '@/i18n/locales'
import type { PartDetail } from '@/lib/cart/contract'
import type { CartItem } from '@/lib/cart/features'
import { formatUsd } from '@/lib/commerce/money'

import { ShipPromise } from '@/components/availability/ShipPromise.client'
import { PriceBuildUp } from '@/components/catalogue/PriceBuildUp.client'
import { CartQuoteNote, type QuotedLineJson as QuoteLine } from '@/components/quotes/CartQuoteNote.client'

import { useCart } from './CartProvider.client'
import { FavoriteButton } from './FavoriteButton.client'
import { PartName } from './PartName'
import { QuantityStepper } from './QuantityStepper.client'
import { ReplacesNote } from './ReplacesNote'

/**
 * One line of the cart page: the part (linked to its series page), its price as the server
 * quoted it ('…' until then): a visitor's one price; a signed-in buyer's with its build-up
 * (list, discount, net, tariff and its rate); notes (a cut fee with its amount; a quote's
 * number, and why it no longer prices the line), the quantity stepper (never above a quoted
 * quantity while the quote prices the line), total and remove.
 */
export function CartLineItem({
  item,
  detail,
  line,
  priceList,
}: {
  item: CartItem
  detail: PartDetail | undefined
  line: QuoteLine | undefined
  /** The signed-in buyer's price list (their prices are explained); null for a visitor. */
  priceList: string | null
}) {
  const t = useTranslations('cart')
  const tp = useTranslations('priceDetails')
  const tq = useTranslations('quotes')
  const locale = useLocale() as Locale
  const toast = useToast()
  const cart = useCart()
  const step = detail?.pkgqty ?? item.pkgqty ?? 1
  // A line its quote prices, or one only over the quoted quantity, goes no higher than the quote's quantity.
  const quoteMax =
    item.quoteNumber && line?.quoteMaxQty && (!line.quoteProblem || line.quoteProblem === 'over-quantity') ? line.quoteMaxQty : null
  return (
    <li data-pn={item.pn} data-testid="cart-line" className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">
        <PartName pn={item.pn} href={detail?.href} title={detail?.title} />
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
          <dt className="text-neutral-600 dark:text-neutral-400">{priceList ? t('yourPrice') : tp('price')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="line-price">
            {line ? (line.priceOnRequest ? t('callForPrice') : formatUsd(line.unitPrice, locale)) : '…'}
            {line && priceList && !line.priceOnRequest && <PriceBuildUp line={line} priceList={priceList} showLine />}
          </dd>
          <dt className="text-neutral-600 dark:text-neutral-400">{t('pkgqty')}</dt>
          <dd className="tabular-nums">{step}</dd>
        </dl>
        <ul className="mt-2 space-y-1 text-sm">
          {item.quoteNumber && <CartQuoteNote number={item.quoteNumber} line={line} />}
          {item.replaces && (
            <li>
              <ReplacesNote replaces={item.replaces} />
            </li>
          )}
          {line?.priceOnRequest && (
            <li className="text-warning-800 dark:text-warning-300" data-testid="line-call-for-price">
              {t('callForPriceNote')}
            </li>
          )}
          <li>
            <ShipPromise pn={item.pn} qty={item.prod_quantity} />
          </li>
          {detail?.leadTimeNote && <li data-testid="line-lead-time">{detail.leadTimeNote}</li>}
          {(line?.pkgQtyType ?? item.pkgQtyType) === 'non-standard' && (
            <li className="text-warning-800 dark:text-warning-300" data-testid="line-non-standard">
              {line ? t('nonStandard', { step, fee: formatUsd(line.cutFee, locale) }) : tp('cutFeePending')}
            </li>
          )}
        </ul>
      </div>
      <div className="flex flex-row flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-end sm:justify-start">
        <QuantityStepper
          part={{ pn: item.pn, pkgqty: step, family: detail?.family ?? null }}
          qty={item.prod_quantity}
          onChange={(qty, type) => void cart.setQuantity(item.pn, qty, type)}
          cap={quoteMax ? { max: quoteMax, note: tq('cartCap', { number: item.quoteNumber!, max: quoteMax }) } : undefined}
        />
        <p className="text-lg font-semibold tabular-nums" data-testid="line-total">
          {line ? (line.priceOnRequest ? t('callForPrice') : formatUsd(line.lineTotal, locale)) : '…'}
        </p>
        <span className="flex items-center gap-1">
          <FavoriteButton item={{ pn: item.pn }} label={item.pn} />
          <button
            type="button"
            data-testid="line-remove"
            onClick={() => void cart.remove(item.pn).then((ok) => ok && toast('info', t('removed', { pn: item.pn })))}
            className="rounded px-2 py-1 text-sm font-semibold text-error-700 hover:bg-error-50 dark:text-error-300 dark:hover:bg-error-950"
          >
            {t('remove')}
          </button>
        </span>
      </div>
    </li>
  )
}
