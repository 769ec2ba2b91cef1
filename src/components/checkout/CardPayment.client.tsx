'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { payOrder } from '@/lib/accounts/browser/privateClient'

/** How often, and how many times, the page reads the order again while Stripe's confirmation is on its way. */
const POLL_MS = 2000
const POLLS = 30

const note = 'rounded border p-3'
const info = `${note} border-info-600 bg-info-50 text-info-950 dark:bg-info-950 dark:text-info-50`
const success = `${note} border-success-700 bg-success-50 text-success-950 dark:bg-success-950 dark:text-success-50`

type Props = {
  number: string
  orderStatus: string
  paymentStatus: string | null
  /** What the return URL says (`?payment=return|cancelled`): only which message to show while the order is unpaid, never that it is paid. */
  returned: 'return' | 'cancelled' | null
  /** Reads the order again (its payment state comes from the signed webhook only). */
  refresh: () => void
}

/**
 * A card order's payment on its confirmation page, with Stripe on: "payment authorised" once
 * the signed webhook has marked the order; "waiting for the payment confirmation" after the
 * return from Checkout until it has (the order is read again every 2 s for a minute);
 * otherwise (first visit, a cancelled Checkout) a button to pay, which asks the server for
 * the order's Checkout page and goes there.
 */
export function CardPayment({ number, orderStatus, paymentStatus, returned, refresh }: Props) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const { authFetch } = useAuth()
  const [waiting, setWaiting] = useState(returned === 'return')
  const [polls, setPolls] = useState(0)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const paid = paymentStatus === 'authorised' || paymentStatus === 'captured'
  const unpaid = orderStatus === 'awaiting-card-payment' && !paid

  useEffect(() => {
    if (!unpaid || !waiting || polls >= POLLS) return
    const timer = setTimeout(() => {
      setPolls((n) => n + 1)
      refresh()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [unpaid, waiting, polls, refresh])

  if (paid)
    return (
      <p role="status" className={success} data-testid="order-payment-note" data-payment="authorised">
        {t('cardAuthorised')}
      </p>
    )
  if (paymentStatus === 'voided')
    return (
      <p className={info} data-testid="order-payment-note" data-payment="voided">
        {t('cardVoided')}
      </p>
    )
  if (!unpaid) return null
  if (waiting && polls < POLLS)
    return (
      <p role="status" className={info} data-testid="order-payment-note" data-payment="waiting">
        {t('cardWaiting')}
      </p>
    )

  async function pay() {
    setBusy(true)
    setProblem(null)
    const result = await payOrder(authFetch, number, locale)
    if (result.ok) return window.location.assign(result.data.url)
    setBusy(false)
    if (result.error.code === 'payment-pending') {
      setPolls(0)
      setWaiting(true)
      return
    }
    setProblem(result.error.message ?? t('payFailed'))
  }

  return (
    <div className={`${info} space-y-3`} data-testid="order-payment-note" data-payment="unpaid">
      <p>{returned === 'cancelled' ? t('cardCancelled') : t('cardToPay')}</p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={busy}
        aria-busy={busy}
        className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:opacity-60"
        data-testid="pay-card"
      >
        {busy ? t('payRedirecting') : t('payNow')}
      </button>
      {problem && (
        <p role="alert" data-testid="pay-problem">
          {problem}
        </p>
      )}
    </div>
  )
}
