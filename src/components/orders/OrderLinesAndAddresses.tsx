import { AddressText } from '@/components/account/AddressText'
import type { AddressFields } from '@/domain/addresses'
import type { LinePromise } from '@/domain/availability/promise.mjs'
import { Link } from '@/i18n/navigation'
import { orderShipWords } from '@/lib/orders/shipWords'

type Line = {
  pn: string
  description?: string | null
  qty: number
  unitPrice: number
  lineTotal: number
  leadTimeNote?: string | null
  availability?: LinePromise | null
  /** The accepted quote that priced the line (issue 30). */
  quoteNumber?: string | null
}
type Address = { [K in keyof AddressFields]?: string | null }

type Props = {
  order: { lines: Line[]; shippingAddress: Address; billingAddress: Address }
  /** The card look of each box. */
  card: string
  labels: {
    orderLines: string
    shippingStep: string
    billingStep: string
    lineQty: (qty: number, price: string) => string
    /** A quoted line's mark, linked to its quote ("Quote Q-100001"); without it the mark is not shown. */
    quote?: (number: string) => string
  }
  money: (amount: number) => string
  countryName: (code: string | null | undefined) => string | undefined
  /** The page's language: each line's promise is told in it. */
  locale: string
}

/**
 * An order's lines and its ship-to and bill-to addresses, as the confirmation after placing
 * and the order page of the account show them (no hooks: the first is a client component,
 * the second renders on the server).
 */
export function OrderLinesAndAddresses({ order, card, labels, money, countryName, locale }: Props) {
  return (
    <>
      <div className={card}>
        <h2 className="mb-2 text-lg font-semibold">{labels.orderLines}</h2>
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="order-lines">
          {order.lines.map((l, i) => (
            <li key={`${l.pn}-${i}`} className="flex flex-wrap justify-between gap-2 py-2" data-testid="order-line" data-pn={l.pn}>
              <span className="min-w-0">
                <span className="block font-mono font-semibold whitespace-nowrap">{l.pn}</span>
                {l.description && <span className="block text-sm">{l.description}</span>}
                {l.quoteNumber && labels.quote && (
                  <Link
                    href={{ pathname: '/my-account/quotes/[number]', params: { number: l.quoteNumber } }}
                    className="block text-sm font-semibold text-primary-800 underline dark:text-primary-300"
                    data-testid="order-line-quote"
                  >
                    {labels.quote(l.quoteNumber)}
                  </Link>
                )}
                {l.leadTimeNote && <span className="block text-sm">{l.leadTimeNote}</span>}
                {l.availability && (
                  <span className="block text-sm text-neutral-700 dark:text-neutral-300" data-testid="order-line-ships">
                    {orderShipWords(l.availability, l.qty, locale)}
                  </span>
                )}
              </span>
              <span className="text-right tabular-nums">
                {labels.lineQty(l.qty, money(l.unitPrice))}
                <span className="block font-semibold">{money(l.lineTotal)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className={card}>
          <h2 className="mb-2 font-semibold">{labels.shippingStep}</h2>
          <AddressText address={order.shippingAddress} countryName={countryName(order.shippingAddress.addressCountry)} />
        </div>
        <div className={card}>
          <h2 className="mb-2 font-semibold">{labels.billingStep}</h2>
          <AddressText address={order.billingAddress} countryName={countryName(order.billingAddress.addressCountry)} />
        </div>
      </div>
    </>
  )
}
