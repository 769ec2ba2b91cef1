type Props = {
  order: {
    shippingLabel?: string | null
    carrier: string | null
    carrierAccount?: string | null
    poNumber?: string | null
    payment: 'terms' | 'card'
    note?: string | null
  }
  /** The list's look (its card and grid). */
  className: string
  labels: {
    carrierStep: string
    carrierAccountShort: string
    poNumber: string
    paymentMethod: string
    card: string
    onAccount: string
    note: string
  }
  /** A first row, before the shipping (the order page's status). */
  lead?: { term: string; value: string }
}

/**
 * An order's shipping, carrier account, PO, payment and note as a list of terms, as the
 * confirmation after placing and the order page of the account show them (no hooks, like
 * ./OrderLinesAndAddresses.tsx: the first is a client component, the second renders on the server).
 */
export function OrderFacts({ order, className, labels, lead }: Props) {
  return (
    <dl className={className}>
      {lead && (
        <>
          <dt className="font-semibold">{lead.term}</dt>
          <dd>{lead.value}</dd>
        </>
      )}
      <dt className="font-semibold">{labels.carrierStep}</dt>
      <dd data-testid="order-shipping">{order.shippingLabel ?? order.carrier ?? '—'}</dd>
      {order.carrierAccount && (
        <>
          <dt className="font-semibold">{labels.carrierAccountShort}</dt>
          <dd>{order.carrierAccount}</dd>
        </>
      )}
      <dt className="font-semibold">{labels.poNumber}</dt>
      <dd data-testid="order-po">{order.poNumber || '—'}</dd>
      <dt className="font-semibold">{labels.paymentMethod}</dt>
      <dd data-testid="order-payment">{order.payment === 'card' ? labels.card : labels.onAccount}</dd>
      {order.note && (
        <>
          <dt className="font-semibold">{labels.note}</dt>
          <dd>{order.note}</dd>
        </>
      )}
    </dl>
  )
}

/** The link that downloads an order's PDF, on the confirmation and on the order page. */
export function OrderPdfLink({ number, label }: { number: string; label: string }) {
  return (
    <p>
      <a
        href={`/api/private/orders/${encodeURIComponent(number)}/pdf`}
        download
        className="inline-block font-semibold text-primary-800 underline dark:text-primary-300"
        data-testid="order-pdf"
      >
        {label}
      </a>
    </p>
  )
}
