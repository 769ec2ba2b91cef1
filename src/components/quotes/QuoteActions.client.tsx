'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { ConfirmDialog } from '@/components/account/SlideOver.client'
import { useAuth } from '@/components/auth/hooks/useAuth'
import { useCart } from '@/components/cart/CartProvider.client'
import { Link, useRouter } from '@/i18n/navigation'
import { acceptQuote, askRevision, declineQuote } from '@/lib/quotes/browser/quotesClient'
import type { QuoteView } from '@/lib/quotes/contract'

import { button, primary, secondary } from './buttons'
import { QuoteRevisionForm } from './QuoteRevisionForm.client'

type Done = { kind: 'accept'; added: number } | { kind: 'revise' } | { kind: 'decline' }
type State =
  | { status: 'idle' }
  | { status: 'revising'; error: string | null }
  | { status: 'confirming' }
  | { status: 'working'; kind: Done['kind'] }
  | { status: 'done'; done: Done }
  | { status: 'failed'; message: string }

/**
 * What the buyer may do with a quote, as `actions` allows: accept (its quoted lines go into the
 * cart at the quoted prices; then a link to the cart), ask for a revision (a message, required)
 * or decline (after a confirmation). The server decides; its refusal is shown as written, in the
 * buyer's language. The page is read again after each, so status and history follow.
 */
export function QuoteActions({ number, actions }: { number: string; actions: QuoteView['actions'] }) {
  const t = useTranslations('quotes')
  const locale = useLocale()
  const router = useRouter()
  const { authFetch } = useAuth()
  const { reload } = useCart()
  const [state, setState] = useState<State>({ status: 'idle' })
  const [message, setMessage] = useState('')
  const result = useRef<HTMLDivElement>(null)

  // The outcome takes the focus (the link to the cart is next to it).
  useEffect(() => {
    if (state.status === 'done' || state.status === 'failed') result.current?.focus()
  }, [state])

  const run = async (kind: Done['kind']) => {
    setState({ status: 'working', kind })
    if (kind === 'accept') {
      const answer = await acceptQuote(authFetch, number, locale)
      if (!answer.ok) return setState({ status: 'failed', message: answer.error.message ?? t('failed') })
      await reload('liveCart')
      setState({ status: 'done', done: { kind, added: answer.data.cart.added.length } })
    } else {
      const answer =
        kind === 'revise' ? await askRevision(authFetch, number, message.trim(), locale) : await declineQuote(authFetch, number, locale)
      if (!answer.ok) return setState({ status: 'failed', message: answer.error.message ?? t('failed') })
      setMessage('')
      setState({ status: 'done', done: { kind } })
    }
    router.refresh()
  }

  const any = actions.accept || actions.revise || actions.decline
  if (!any && (state.status === 'idle' || state.status === 'working')) return null
  const busy = state.status === 'working'
  return (
    <section
      className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="quote-actions"
    >
      <h2 className="mb-2 text-lg font-semibold">{t('decide')}</h2>
      {any && state.status !== 'revising' && state.status !== 'confirming' && (
        <div className="flex flex-wrap gap-3">
          {actions.accept && (
            <button
              type="button"
              className={primary}
              aria-disabled={busy}
              onClick={() => !busy && void run('accept')}
              data-testid="quote-accept"
            >
              {t('accept')}
            </button>
          )}
          {actions.revise && (
            <button
              type="button"
              className={secondary}
              aria-disabled={busy}
              onClick={() => !busy && setState({ status: 'revising', error: null })}
              data-testid="quote-revise"
            >
              {t('askRevision')}
            </button>
          )}
          {actions.decline && (
            <button
              type="button"
              className={`${button} border border-error-700 text-error-800 hover:bg-error-50 dark:border-error-300 dark:text-error-300 dark:hover:bg-neutral-800`}
              aria-disabled={busy}
              onClick={() => !busy && setState({ status: 'confirming' })}
              data-testid="quote-decline"
            >
              {t('decline')}
            </button>
          )}
        </div>
      )}
      {state.status === 'revising' && (
        <QuoteRevisionForm
          message={message}
          setMessage={setMessage}
          error={state.error}
          onSubmit={() => (message.trim() ? void run('revise') : setState({ status: 'revising', error: t('revisionRequired') }))}
          onCancel={() => setState({ status: 'idle' })}
        />
      )}
      {state.status === 'confirming' && (
        <ConfirmDialog
          message={<p>{t('declineConfirm', { number })}</p>}
          confirmLabel={t('declineYes')}
          cancelLabel={t('cancel')}
          onConfirm={() => void run('decline')}
          onCancel={() => setState({ status: 'idle' })}
          testId="quote-decline-dialog"
        />
      )}
      <div ref={result} tabIndex={-1} role="status" aria-live="polite" className="mt-3 empty:hidden" data-testid="quote-action-result">
        {state.status === 'working' && <p>{t(`working.${state.kind}`)}</p>}
        {state.status === 'failed' && <p className="font-semibold text-error-700 dark:text-error-300">{state.message}</p>}
        {state.status === 'done' && state.done.kind === 'accept' && (
          <p data-testid="quote-accepted">
            {t('acceptedInCart', { count: state.done.added })}{' '}
            <Link href="/cart" className="font-semibold text-primary-800 underline dark:text-primary-300" data-testid="quote-go-cart">
              {t('goToCart')}
            </Link>
          </p>
        )}
        {state.status === 'done' && state.done.kind === 'revise' && <p data-testid="quote-revision-sent">{t('revisionSent')}</p>}
        {state.status === 'done' && state.done.kind === 'decline' && <p data-testid="quote-declined">{t('declined')}</p>}
      </div>
    </section>
  )
}
