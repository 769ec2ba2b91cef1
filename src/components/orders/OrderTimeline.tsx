import { getTranslations } from 'next-intl/server'

import { SHIPMENT_CARRIER_NAMES, type ShipmentCarrier } from '@/domain'
import type { Locale } from '@/i18n/locales'
import type { Order } from '@/lib/orders/server/present'

import { orderDate } from './format'

const carrierName = (carrier: string | null) =>
  carrier && carrier in SHIPMENT_CARRIER_NAMES ? SHIPMENT_CARRIER_NAMES[carrier as ShipmentCarrier] : null

/**
 * The order's status history, oldest first, with its dates (the cancel reason on a
 * cancellation), then the shipments: each tracking number linked to its carrier's tracking
 * page, or shown as it is for a carrier without one.
 */
export async function OrderHistoryTimeline({ order, locale, className }: { order: Order; locale: Locale; className: string }) {
  const t = await getTranslations('orders')
  const when = (iso: string) => <time dateTime={iso}>{orderDate(iso, locale)}</time>
  return (
    <section className={className} aria-labelledby="order-history-title" data-testid="order-history">
      <h2 id="order-history-title" className="mb-2 text-lg font-semibold">
        {t('history')}
      </h2>
      {order.statusHistory.length === 0 ? (
        <p>{t('historyEmpty')}</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-neutral-300 pl-4 dark:border-neutral-700">
          {order.statusHistory.map((h, i) => (
            <li key={`${h.status}-${h.at}-${i}`} data-testid="order-history-entry" data-status={h.status}>
              <span className="font-semibold">{t(`statusLabel.${h.status}`)}</span> · {when(h.at)}
              {h.status === 'cancelled' && h.note && <span className="block text-sm">{t('cancelReason', { reason: h.note })}</span>}
            </li>
          ))}
        </ol>
      )}
      {order.shippingQuotedAt && (
        <p className="mt-2 text-sm" data-testid="order-shipping-quoted">
          {t('shippingQuoted', { date: orderDate(order.shippingQuotedAt, locale) })}
        </p>
      )}
      {order.shipments.length > 0 && (
        <>
          <h3 className="mt-4 mb-1 font-semibold">{t('shipments')}</h3>
          <ul className="space-y-1" data-testid="order-shipments">
            {order.shipments.map((s, i) => {
              const name = carrierName(s.carrier)
              return (
                <li key={`${s.trackingNumber}-${i}`} data-testid="order-shipment">
                  {name && name !== 'Other' && <span>{name} · </span>}
                  {s.trackingUrl ? (
                    <a
                      href={s.trackingUrl}
                      className="font-mono font-semibold break-all text-primary-800 underline dark:text-primary-300"
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={t('trackingLink', { carrier: name ?? '', number: s.trackingNumber })}
                      data-testid="order-tracking-link"
                    >
                      {s.trackingNumber}
                    </a>
                  ) : (
                    <span className="font-mono font-semibold break-all" data-testid="order-tracking-number">
                      {s.trackingNumber}
                    </span>
                  )}
                  {s.shippedAt && <span className="text-sm"> · {t('shippedOn', { date: orderDate(s.shippedAt, locale) })}</span>}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
